// One masking rule for the server's public answer and the citizen's saved ticket (docs/product.md §11.7).
export { maskIdentityNumber } from "../../contract/identity-mask";
