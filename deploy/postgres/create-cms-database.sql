-- The CMS (Payload) gets a database of its own, so its tables never meet the lead store's.
CREATE DATABASE cms;
