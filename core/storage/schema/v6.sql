-- Schema version 6: whose archive this is. The desk lists the games its owner plays; a chief judge's
-- events open in the judge's window. One row at most.
CREATE TABLE archive_owner (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    name TEXT NOT NULL CHECK (length(trim(name)) > 0),
    plays INTEGER NOT NULL DEFAULT 1 CHECK (plays IN (0, 1)),
    judges INTEGER NOT NULL DEFAULT 0 CHECK (judges IN (0, 1))
);
