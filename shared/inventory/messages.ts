/**
 * Every message of the inventory area, once (spec part 2 §5, §8; INVENTORY.md), used by the schemas, the
 * services, the handlers and the screens. One export each, so a bundle carries only the ones it uses.
 */

// Warehouses (spec §5 "Warehouse: Please fill all the fields"; §8 success default)
export const fillAllFields = 'Please fill all the fields';
export const warehouseAdded = 'Warehouse added successfully';
export const warehouseNameTaken = 'A warehouse with this name already exists';
export const warehouseNotFound = 'Warehouse not found';

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

// Fallbacks the screens show when the server sends no message (spec §8)
export const failedToAddSupplier = 'Failed to add supplier';
export const failedToUpdateSupplier = 'Failed to update supplier';
export const failedToAddCustomer = 'Failed to add customer';
export const failedToUpdateCustomer = 'Failed to update customer';
export const somethingWentWrongFallback = 'Something went wrong';
