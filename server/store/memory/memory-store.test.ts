import { storeConformance } from "../store-conformance";
import { MemoryStore } from "./memory-store";

storeConformance("memory", () => new MemoryStore());
