-- A room's document is stored uncompressed (decision 054): every intent rewrites it, and compressing
-- a document of a long game took more of the write than the rest of it. Rows already stored keep
-- their compressed values until their next write, which stores them whole.
ALTER TABLE "rooms" ALTER COLUMN "state" SET STORAGE EXTERNAL;
