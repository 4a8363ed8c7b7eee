/**
 * Every message of the inventory area, once (spec part 2 §5, §8; INVENTORY.md), used by the schemas, the
 * services, the handlers and the screens. One export each, so a bundle carries only the ones it uses.
 */

// Warehouses (spec §5 "Warehouse: Please fill all the fields"; §8 success default)
export const fillAllFields = 'Please fill all the fields';
export const warehouseAdded = 'Warehouse added successfully';
export const warehouseNameTaken = 'A warehouse with this name already exists';
export const warehouseNotFound = 'Warehouse not found';
export const warehouseUpdated = 'Warehouse updated successfully';
export const warehouseDeleted = 'Warehouse deleted successfully';
export const warehouseInUse = 'This warehouse has stock or orders';

// Suppliers and customers (spec §5 "Supplier/customer add / Update"; §8)
export const provideAllFields = 'Please provide all the fields';
export const noNewChanges = 'No new changes made';
export const somethingWentWrong = 'something went wrong';
export const supplierAdded = 'Supplier added successfully';
export const supplierUpdated = 'Supplier updated successfully';
export const supplierNotFound = 'Supplier not found';
export const customerAdded = 'Customer added successfully';
export const customerUpdated = 'Customer updated successfully';
export const customerNotFound = 'Customer not found';
export const supplierDeleted = 'Supplier deleted successfully';
export const customerDeleted = 'Customer deleted successfully';
export const supplierHasOrders = 'This supplier has orders';
export const supplierHasRules = 'This supplier is the preferred supplier of reorder rules';
export const customerHasOrders = 'This customer has orders';
export const partnerIdRequired = 'Id is required';

// Fallbacks the screens show when the server sends no message (spec §8)
export const failedToAddSupplier = 'Failed to add supplier';
export const failedToUpdateSupplier = 'Failed to update supplier';
export const failedToAddCustomer = 'Failed to add customer';
export const failedToUpdateCustomer = 'Failed to update customer';
export const somethingWentWrongFallback = 'Something went wrong';

// Catalogue (spec §5 "Add/Edit product"; §8; INVENTORY.md "Catalogue")
export const productAdded = 'Product added successfully';
export const productUpdated = 'Product updated successfully';
export const productNotFound = 'Failed to load item';
export const categoryNotFound = 'Category not found';
export const noChangesDetected = 'No changes detected';
export const skuTaken = 'SKU already exists';
export const barcodeTaken = 'Barcode already exists';
export const categoryAdded = 'Category added successfully';
export const categoryNameTaken = 'A category with this name already exists';
export const categoryInUse = 'Items use this category';
export const defaultCategoryFixed = 'Default categories cannot be changed';
export const categoryDeleted = 'Category deleted successfully';
export const categoryUpdated = 'Category updated successfully';
export const categoryNameRequired = 'Please enter a category name';
export const priceInvalid = 'Prices must be amounts from 0 to 10,000,000 with at most 2 decimals';
export const unitInvalid = 'Unit must be one of pcs, box, pack, kg, g, l, ml, m';
export const skuInvalid = 'SKU must be at most 40 characters';
export const barcodeInvalid = 'Barcode must be 1 to 48 letters or digits';
export const failedToAddProduct = 'Failed to add product';
export const failedToUpdateProduct = 'Failed to update product';
export const productArchived = 'Item archived successfully';
export const productUnarchived = 'Item unarchived successfully';
export const productDeleted = 'Item deleted successfully';
/** An item delete's refusal (CORRECTIONS.md "Inventory"): it moved, or an order names it. */
export const itemHasHistory = 'This item has stock history';
/** A new order naming an archived item (it left the pickers). */
export const itemArchived = 'This item is archived';
/** A new order whose item was archived or deleted while it was being placed. */
export const itemArchivedOrGone = 'An item of this order was archived or deleted meanwhile';
export const itemChangedMeanwhile = 'This item was changed meanwhile: reload it and try again';

// Stock (spec §5 "Add Stock", "Stock adjustment"; §8; INVENTORY.md "Stock")
export const selectProduct = 'Please select a product ID';
export const productAlreadyAdded = 'Product already added';
export const addStock = 'Please add stock';
export const stockAdded = 'Stock updates successfully';
export const failedToAddStock = 'Failed To add stock';
export const quantityInvalid = 'Quantity must be a whole number from 1 to 1,000,000';
export const tooManyStockLines = 'Add at most 16 lines at a time';
export const adjustmentReason = 'Please provide a reason for the adjustment.';
export const adjustmentInvalid = 'The change must be a whole number other than 0, from -1,000,000 to 1,000,000';
export const stockAdjusted = 'Stock updated successfully!';
export const notEnoughStock = 'Not enough stock in this warehouse';
export const offsetInvalid = 'Offset must be a whole number of 0 or more, in steps of 10';
export const stockBusy = 'The stock of this item is changing right now: please try again';

// Purchase orders (spec §5 "Add purchase order", "Payments"; §8; INVENTORY.md "Purchase orders", "Money and maths")
export const selectSupplier = 'Please select a supplier';
export const selectWarehouse = 'Please select a warehouse';
export const addPurchaseItems = 'Please add items to the purchase order';
export const duplicateItems = 'Duplicate items not allowed';
export const lineDiscountInvalid = 'Invalid discount number';
export const orderDiscountInvalid = 'Invalid discount';
export const orderQuantityInvalid = 'Quantities must be whole numbers from 1 to 1,000,000';
export const tooManyOrderLines = 'An order may have at most 45 lines';
export const purchaseOrderAdded = 'Purchase order added successfully';
export const failedToAddPurchaseOrder = 'Failed to add purchase order';
export const purchaseOrderNotFound = 'Failed to find purchase order';
export const purchaseStatusInvalid = 'Status must be Draft, Pending, Partially Received, Received, Cancelled or Closed';
// corrections (CORRECTIONS.md "Inventory")
export const orderLocked = 'This order can no longer be edited';
export const orderEnded = (state: string) => `This order is ${state}`;
export const closeNeedsPartial = 'Only a partly received or partly fulfilled order can be closed';
export const closeBelowPaid = 'More has been paid than what was delivered is worth: void a payment first';
export const reasonRequired = 'Please provide a reason';
export const paymentNotFound = 'Payment not found';
export const paymentAlreadyVoided = 'This payment is already voided';
export const orderCancelled = 'Purchase order cancelled';
export const orderClosed = 'Purchase order closed';
export const salesOrderCancelled = 'Sales order cancelled';
export const salesOrderClosed = 'Sales order closed';
export const purchaseOrderUpdated = 'Purchase order updated';
// draft purchase orders and replenishment (AUTOMATION.md "Replenishment")
export const orderPlaced = 'Purchase order placed';
export const draftDeleted = 'Draft purchase order deleted';
export const draftsSaved = 'Draft purchase orders saved';
export const onlyDraftsDeleted = 'Only a draft can be deleted: cancel a placed order instead';
export const alreadyPlaced = 'This order has already been placed';
export const draftNotPlaced = 'This order is a draft: place it first';
export const draftPairFixed = "A draft's supplier and warehouse cannot change: delete the draft and create another";
export const draftTooManyLines = (max: number) => `A draft order may have at most ${max} lines: place it, then create drafts for the rest`;
export const draftLinesRequired = 'Select at least one item to order';
export const draftRequestTooLarge = (max: number) => `At most ${max} lines can be ordered at once`;
export const draftDuplicateLines = 'Each item may appear once per warehouse and supplier';
export const salesOrderUpdated = 'Sales order updated';
export const paymentVoided = 'Payment voided';
export const paymentFieldsRequired = 'Please fill the amount, the method and the reference';
export const paymentAmountInvalid = 'The amount must be more than 0 with at most 2 decimals';
export const paymentMethodInvalid = 'Method must be cash, cheque or transfer';
export const paymentExceedsDue = 'Payment exceeds the amount due';
export const paymentAdded = 'Payment added successfully';
/** The payment status shown for an order whose total is $0.00 (rules.shownPaymentStatus). */
export const nothingToPay = 'Nothing to pay';
export const orderIdInvalid = 'Failed to find purchase order';
export const receivedNotANumber = 'Received quantity must be a number';
export const receivedNegative = 'Received quantity cannot be negative';
export const receivedZero = 'Received quantity must be at least 1';
export const receivedTooMany = 'Received quantity cannot be greater than ordered quantity';
export const receivedNotWhole = 'Received quantity must be a whole number';
/** The order's total as the receive call copies it (spec §7), when it is not a number. */
export const totalAmountNotANumber = 'Total amount must be a number';
export const lineNotFound = 'Failed to find the item';
export const itemReceived = 'Item received successfully';
export const selectReturnItems = 'Please select at least one item to return.';
export const fillReturnFields = 'Please fill all fields for each selected item.';
export const returnConditionInvalid = 'Condition must be Damaged or Good';
export const returnsSubmitted = 'Returns submitted successfully';
/** `Return quantity for "{item}" cannot exceed {available}.` (spec §5) */
export const returnTooMany = (item: string, available: number) => `Return quantity for "${item}" cannot exceed ${available}.`;
export const tooManyReturnLines = 'Return at most 10 lines at a time';
export const tooManyLots = 'This change touches too many lots at once: please return fewer units or fewer lines at a time';

// Invoices (spec §5 "Generate invoice", "Edit invoice", "Print invoice"; §8; INVENTORY.md "Invoices")
export const dueDateRequired = 'Due date is required';
export const invoiceExists = 'An invoice already exists for this order';
export const invoiceGenerated = 'Invoice generated successfully';
export const invoiceEdited = 'Invoice Edited Successfully';
export const noInvoiceChanges = 'No Changes Made To Submit';
export const fillInvoiceFields = 'Please Fill all the fields';
export const invoiceNotFound = 'Invoice not found';
export const notesTooLong = 'Notes must be at most 500 characters';
export const failedToGenerateInvoice = 'Failed to generate invoice';
export const failedToEditInvoice = 'Failed to edit invoice data';
export const failedToGetInvoiceNumber = 'Failed to get invoice number';
export const failedToGetInvoice = 'Failed to get invoice data';
export const failedToGetInvoicePdf = 'Failed to get invoice PDF';
export const failedToCheckInvoice = 'Failed to check invoice';
// Sales invoice customer links (INVENTORY.md "Invoices": like rent invoice links)
export const invoiceLinkCreated = 'Customer link created';
export const invoiceLinkRevoked = 'Customer link revoked';
export const invoiceLinkNotFound = 'Invoice link not found';
export const invoiceLinkIdRequired = 'Invoice link id is required';
export const invoiceNoCustomerEmail = 'The customer has no contact email. Enter the address to send the invoice to.';
export const invoiceLinkExpiry = 'Link expiry must be a whole number of days from 1 to 90.';
export const reportDateInvalid = 'Dates must be real dates (yyyy-mm-dd)';
export const reportRangeInvalid = 'The start date must be on or before the end date';

// Expenses and the financial account (spec §5 "Add Expense"; §8; INVENTORY.md "Expenses and the financial account")
export const selectExpenseCategory = 'Please select a category';
export const expenseAmountInvalid = 'Please enter a valid amount';
export const selectExpenseDate = 'Please select a date';
export const expenseDescriptionRequired = 'Please enter a description';
export const expenseDescriptionTooLong = 'Description must be at most 300 characters';
export const expenseDateInFuture = 'The date cannot be in the future';
export const expenseAdded = 'Expense added successfully';
export const expenseUpdated = 'Expense updated successfully';
export const expenseDeleted = 'Expense deleted successfully';
export const expenseNotFound = 'Expense not found';
export const expenseIdRequired = 'Expense id is required';
export const failedToAddExpense = 'An error occurred. Please try again later';
export const financeFilterInvalid = 'Filter must be monthly or yearly';
export const failedToGetReceivable = 'Failed to get receivable account';
export const failedToGetPayable = 'Failed to get payable account';
export const failedToGetExpenses = 'Failed to get expenses account';

// Sales orders (spec §5 "Sales order", "Fulfilment", "Returns", "Payments"; §8; INVENTORY.md "Sales orders")
export const selectCustomer = 'Please Select a customer';
export const selectSalesWarehouse = 'Please Select a warehouse';
export const addSalesItems = 'Please add sales order items';
export const fillItemDetails = 'Please fill all item details correctly';
/** An order line whose item is priced $0.00 (spec §5: a price at or below zero is marked red; the order is refused). */
export const linePriceZero = 'Price is $0.00: set the item’s price first';
/** Add/Edit Item: a $0.00 price is kept but warned of, since orders refuse it. */
export const priceZeroWarning = 'A $0.00 price cannot go on an order';
export const itemAlreadyAdded = 'Item already added';
export const invalidNumber = 'Invalid Number';
export const itemNotInStock = 'Item not found in stock';
export const salesDiscountInvalid = 'Discount must be between 0 and 100';
export const invalidItemData = 'Invalid item data';
/** Under a new sales order's quantity when it is above what the warehouse holds (allowed: a back order). */
export const backOrder = (over: number) => `Back order: ${over} more than in stock`;
export const salesOrderAdded = 'Created Sales Order Successfully';
export const failedToCreateSalesOrder = 'Failed to create sales order';
export const salesOrderNotFound = 'Error Sale order';
export const salesStatusInvalid = 'Status must be Pending, Partially Fulfilled, Fulfilled, Cancelled or Closed';
export const warehouseAssigned = 'Warehouse assigned successfully';
export const warehouseAlreadyAssigned = 'Another warehouse is already assigned to this order';
export const assignWarehouseFirst = 'Please assign a fulfilment warehouse first';
export const noItemsToFulfil = 'No Items to Fulfill';
export const fulfilQuantityInvalid = 'Fulfil quantities must be whole numbers of 0 or more';
/** Over-fulfilment of a line (422). */
export const fulfilTooMany = (item: string, toFulfill: number) => `Fulfil quantity for "${item}" cannot exceed ${toFulfill}.`;
export const pickedLotEmpty = 'The picked lot has no units left';
export const lotNotFound = 'Lot not found';
export const orderFulfilled = 'Order fulfillment successfully';
export const failedToFulfil = 'Failed to fulfill order';
export const cogsNotFound = 'Failed to find the returned line';
export const salesOrderBusy = 'This order is changing right now: please try again';

// Transfers between warehouses (WAREHOUSE.md "Transfers")
export const transferNotFound = 'Transfer not found';
export const transferSameWarehouse = 'Choose two different warehouses';
export const selectFromWarehouse = 'Please select the warehouse to send from';
export const selectToWarehouse = 'Please select the warehouse to send to';
export const addTransferItems = 'Please add items to the transfer';
export const transferQuantityInvalid = 'Quantities must be whole numbers from 1 to 1,000,000';
export const tooManyTransferLines = 'A transfer may have at most 20 lines';
export const transferNoteTooLong = 'A note must be at most 500 characters';
export const transferStatusInvalid = 'Status must be Requested, In transit, Partly received, Received, Closed or Cancelled';
export const receiveLinesRequired = 'Please enter what was received';
export const receivedQuantityInvalid = 'Received quantities must be whole numbers from 1 to 1,000,000';
/** A ship that would take a warehouse below zero (409, also under concurrency). */
export const notEnoughStockIn = (warehouse: string, item: string) => `Not enough stock in ${warehouse} for ${item}`;
/** Receiving more of a line than is in transit. */
export const receiveMoreThanInTransit = (item: string, inTransit: number) =>
  `Only ${inTransit} of ${item} ${inTransit === 1 ? 'is' : 'are'} in transit`;
export const itemNotOnTransfer = 'This item is not on the transfer';
/** A step asked of a transfer whose status does not allow it (409). */
export const transferIs = (status: string) => `This transfer is ${status}`;
export const transferNothingInTransit = 'Nothing of this transfer is in transit';
export const transferAdded = 'Transfer requested';
export const transferUpdated = 'Transfer updated';
export const transferShipped = 'Transfer shipped';
export const transferReceived = 'Transfer received';
export const transferClosed = 'Transfer closed';
export const transferCancelled = 'Transfer cancelled';
export const transferBusy = 'This transfer is changing right now: please try again';
/** The loss adjustment of what a closed transfer still had in transit. */
export const lostInTransit = 'Lost in transit';

// Stock counts (WAREHOUSE.md "Stock counts")
export const countNotFound = 'Stock count not found';
export const countScopeBoth = 'Count a category or chosen items, not both';
export const countChosenItems = 'Choose between 1 and 200 different items to count';
export const countBlindInvalid = 'Blind must be true or false';
export const countNothingToCount = 'Nothing to count: the warehouse holds none of these items';
/**
 * A whole number with thousands commas (1,000), as en-GB writes it, without Intl: these messages are built when a schema
 * module loads, and Intl's first use costs a Lambda's cold start about 15 ms.
 */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
export const countTooManyLines = (max: number) => `A count may cover at most ${grouped(max)} items: count a category or chosen items`;
export const countLinesRequired = 'Please enter at least one counted line';
export const countTooManyRecordLines = (max: number) => `Record at most ${max} lines at a time`;
export const countedInvalid = 'Counted quantities must be whole numbers from 0 to 1,000,000';
export const countDuplicateLines = 'Each item may appear once';
export const itemNotInCount = (item: string) => `${item} is not in this count`;
/** A count that can no longer be recorded, completed or cancelled (409). */
export const countIs = (status: string) => `This count is ${status}`;
export const countCompleting = 'This count is being completed: it can no longer be recorded or cancelled';
export const countStatusInvalid = 'Status must be Open, Completed or Cancelled';
export const countAdded = 'Stock count started';
export const countRecorded = 'Counts recorded';
export const countCompleted = 'Stock count completed';
export const countCancelled = 'Stock count cancelled';
export const countBusy = 'This count is changing right now: please try again';
/** Counts from a file (record-rows): the browser reads the file, the route takes its rows and names a bad one. */
export const countRowsRequired = 'The file has no counts: put rows of SKU,counted under the header';
export const countRowsInvalid = 'Each row must have its row number, SKU and counted';
export const countRowsTooMany = (max: number) => `A counts file may have at most ${grouped(max)} rows`;
export const countRow = (row: number, problem: string) => `Row ${row}: ${problem}`;
export const countRowUnknownSku = (sku: string) => `no item has SKU ${sku}`;
export const countRowNoSku = 'the SKU is empty';
/** The browser's own checks of a counts file, before any request. */
export const countFileHeader = 'The first line must name the columns SKU and counted, as in SKU,counted';
export const countFileTooLarge = 'A counts file may be at most 1 MB';
export const countFileNotCsv = (row: number, problem: string) => `Row ${row}: the file is not valid CSV (${problem})`;

// Labels and scanning (WAREHOUSE.md "Scanning and labels")
export const labelsNothingChosen = 'Choose the items or lots to print labels for';
export const labelsItemsOrLots = 'Print item labels or lot labels, not both at once';
export const labelQuantityInvalid = 'Label quantities must be whole numbers of at least 1';
export const labelsTooMany = (max: number) => `At most ${grouped(max)} labels can be printed at once`;
export const labelsItemNotFound = 'Item not found';
export const failedToPrintLabels = 'Failed to print labels';
export const noItemHasBarcode = (code: string) => `No item has barcode ${code}`;
