#pragma once

// The ledger's per-card functions are flattened (everything they call inlined into them) for the
// optimised build's speed. Under the sanitizers that only multiplies the checks inlined into one
// function, and GCC 12 with -fsanitize=undefined then spent more than a quarter of an hour on one batch
// holding resolveDates() and processMoveCard() (CI's whole run went from 24 to 58 minutes); the
// sanitized builds measure nothing's speed, so there they are ordinary functions.
#ifdef POSTMARK_SANITIZED
#define POSTMARK_FLATTEN
#else
#define POSTMARK_FLATTEN [[gnu::flatten]]
#endif
