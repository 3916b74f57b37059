"""Error types the attribution engines return: the MemTrace paper's five memory errors, finer subtypes the graph can
show, and verdicts for failures that are not memory faults."""

from __future__ import annotations

EXTRACTION = "ExtractionError"  # critical information never captured into any memory unit
UPDATE = "UpdateError"  # a unit held it, a later update (or a window trim) removed or degraded it
DELETION = "DeletionError"  # a unit holding it was explicitly removed
RETRIEVAL = "RetrievalError"  # the store held it, retrieval did not put it into the answer's context
RESPONSE = "ResponseError"  # the context had what was needed, the model still answered wrongly
ANNOTATION = "AnnotationError"  # not a memory fault: the label is wrong (in no input, or not what memory holds now)
UNDETERMINED = "Undetermined"  # too little signal (no content, no evidence ids, no expected answer)

MEMORY_ERRORS = (EXTRACTION, UPDATE, DELETION, RETRIEVAL, RESPONSE)
ALL_ERRORS = MEMORY_ERRORS + (ANNOTATION, UNDETERMINED)
# ResponseError is a fault of the answering model, not of the memory; AnnotationError is not a system fault
MEMORY_FAULTS = (EXTRACTION, UPDATE, DELETION, RETRIEVAL)

# subtypes
OMITTED_AT_EXTRACTION = "omitted_at_extraction"
DROPPED_BY_DECISION = "dropped_by_decision"
NOT_WRITTEN = "not_written"
LOST_IN_SEGMENTATION = "lost_in_segmentation"
NEVER_INGESTED = "never_ingested"
OVERWRITTEN = "overwritten"
TRIMMED_FROM_WINDOW = "trimmed_from_window"
MERGED_AWAY = "merged_away"
DELETED = "deleted"
RANKED_BELOW_TOP_K = "ranked_below_top_k"
FILTERED_BY_SCOPE = "filtered_by_scope"
NEVER_INDEXED = "never_indexed"
DROPPED_BY_RERANK = "dropped_by_rerank"
IGNORED_CONTEXT = "ignored_sufficient_context"
ANSWER_NOT_IN_INPUTS = "answer_not_in_inputs"

STAGE_OF_ERROR = {
    EXTRACTION: "construction",
    UPDATE: "construction",
    DELETION: "construction",
    RETRIEVAL: "retrieval",
    RESPONSE: "response",
    ANNOTATION: "none",
    UNDETERMINED: "none",
}
