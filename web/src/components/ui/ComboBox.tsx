import type { ReactNode } from 'react';
import { Button, ComboBox as AriaComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import { ChevronDownIcon } from './icons.tsx';
import { Spinner } from './Spinner.tsx';

export interface ComboBoxItem {
  id: string;
  label: string;
  /** A second line in the list (SKU, stock on hand, price). */
  description?: string;
}

interface ComboBoxProps {
  label: string;
  items: readonly ComboBoxItem[];
  selectedKey: string | null;
  onSelectionChange: (id: string | null) => void;
  /**
   * Search on the server: called as the user types, and `items` are then shown as given (keep the selected
   * item in them so its label stays in the input). Without it, `items` are filtered here by their label.
   */
  onInputChange?: (text: string) => void;
  /** A search is running (shows a spinner, and "Loading..." instead of the empty text). */
  loading?: boolean;
  emptyText?: string;
  placeholder?: string;
  hint?: ReactNode;
  errorMessage?: string;
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  className?: string;
}

/** A searchable picker (react-aria ComboBox): type to filter, arrows and Enter to choose; for item pickers on order screens. */
export function ComboBox({
  label,
  items,
  selectedKey,
  onSelectionChange,
  onInputChange,
  loading = false,
  emptyText = 'No matches',
  placeholder,
  hint,
  errorMessage,
  name,
  isRequired,
  isDisabled,
  className,
}: ComboBoxProps) {
  const searchesOnServer = onInputChange !== undefined;
  return (
    <AriaComboBox
      className={`field combobox ${className ?? ''}`}
      // controlled items switch off react-aria's own filtering (the server already filtered them)
      {...(searchesOnServer ? { items, onInputChange } : { defaultItems: items })}
      value={selectedKey}
      onChange={(key) => onSelectionChange(key === null ? null : String(key))}
      allowsEmptyCollection
      name={name}
      formValue="key"
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
    >
      <Label className="field-label">{label}</Label>
      <div className="combobox-control">
        <Input className="input combobox-input" placeholder={placeholder} />
        {loading ? (
          <span className="combobox-spinner">
            <Spinner size="sm" />
          </span>
        ) : null}
        <Button className="combobox-button" aria-label={`Show ${label} options`}>
          <ChevronDownIcon size={16} />
        </Button>
      </div>
      {hint ? (
        <Text slot="description" className="field-hint">
          {hint}
        </Text>
      ) : null}
      {errorMessage ? (
        <Text slot="errorMessage" className="field-error">
          {errorMessage}
        </Text>
      ) : null}
      <Popover className="popover combobox-popover" offset={4}>
        <ListBox<ComboBoxItem>
          className="listbox"
          renderEmptyState={() => <p className="listbox-empty">{loading ? 'Loading...' : emptyText}</p>}
        >
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} className="listbox-item">
              <Text slot="label" className="listbox-item-label">
                {item.label}
              </Text>
              {item.description ? (
                <Text slot="description" className="listbox-item-description">
                  {item.description}
                </Text>
              ) : null}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
