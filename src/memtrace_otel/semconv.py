"""Attribute, event and value names of the memtrace span model (docs/semconv.md, version ``SEMCONV_VERSION``).

Everything that writes spans (the manual API, every instrumentation, verdict writers) and everything that reads them
(graph builder, collector, attribution) takes its names from here, never from string literals elsewhere.

Standard OpenTelemetry GenAI names are used where they exist; ``memtrace.*`` only for what they lack.
"""

from __future__ import annotations

# 0.2.0: variables as parallel span-attribute arrays (encoding v2); 0.2.1: said_at; 0.2.2: retrieval filter/threshold;
# 0.3.0: the detail columns of each role in one JSON string attribute (encoding v3)
SEMCONV_VERSION = "0.3.0"
SCHEMA_URL = "https://memtrace-otel.dev/semconv/" + SEMCONV_VERSION  # informational; not fetched

# --------------------------------------------------------------------------------------------------------------
# OpenTelemetry GenAI (semantic-conventions-genai, development stability)
GEN_AI_OPERATION_NAME = "gen_ai.operation.name"
GEN_AI_PROVIDER_NAME = "gen_ai.provider.name"
GEN_AI_MEMORY_STORE_ID = "gen_ai.memory.store.id"
GEN_AI_MEMORY_RECORD_ID = "gen_ai.memory.record.id"
GEN_AI_MEMORY_RECORD_COUNT = "gen_ai.memory.record.count"
GEN_AI_MEMORY_QUERY_TEXT = "gen_ai.memory.query.text"  # opt-in content
GEN_AI_MEMORY_RECORDS = "gen_ai.memory.records"  # opt-in content, JSON array
GEN_AI_CONVERSATION_ID = "gen_ai.conversation.id"
GEN_AI_AGENT_ID = "gen_ai.agent.id"
GEN_AI_REQUEST_MODEL = "gen_ai.request.model"
GEN_AI_REQUEST_TOP_K = "gen_ai.request.top_k"
GEN_AI_RESPONSE_MODEL = "gen_ai.response.model"
GEN_AI_RESPONSE_ID = "gen_ai.response.id"
GEN_AI_RESPONSE_FINISH_REASONS = "gen_ai.response.finish_reasons"
GEN_AI_USAGE_INPUT_TOKENS = "gen_ai.usage.input_tokens"
GEN_AI_USAGE_OUTPUT_TOKENS = "gen_ai.usage.output_tokens"
GEN_AI_INPUT_MESSAGES = "gen_ai.input.messages"  # opt-in content, JSON
GEN_AI_OUTPUT_MESSAGES = "gen_ai.output.messages"  # opt-in content, JSON
GEN_AI_EMBEDDINGS_DIMENSION_COUNT = "gen_ai.embeddings.dimension.count"
GEN_AI_DATA_SOURCE_ID = "gen_ai.data_source.id"

# gen_ai.operation.name values
OP_SEARCH_MEMORY = "search_memory"
OP_CREATE_MEMORY = "create_memory"
OP_UPDATE_MEMORY = "update_memory"
OP_UPSERT_MEMORY = "upsert_memory"
OP_DELETE_MEMORY = "delete_memory"
OP_CREATE_MEMORY_STORE = "create_memory_store"
OP_DELETE_MEMORY_STORE = "delete_memory_store"
OP_CHAT = "chat"
OP_EMBEDDINGS = "embeddings"
OP_RETRIEVAL = "retrieval"
MEMORY_OPERATION_NAMES = frozenset(
    {OP_SEARCH_MEMORY, OP_CREATE_MEMORY, OP_UPDATE_MEMORY, OP_UPSERT_MEMORY, OP_DELETE_MEMORY,
     OP_CREATE_MEMORY_STORE, OP_DELETE_MEMORY_STORE}
)

# Evaluation event (feedback / outcome / verdict carrier)
GEN_AI_EVALUATION_RESULT_EVENT = "gen_ai.evaluation.result"
GEN_AI_EVALUATION_NAME = "gen_ai.evaluation.name"
GEN_AI_EVALUATION_SCORE_VALUE = "gen_ai.evaluation.score.value"
GEN_AI_EVALUATION_SCORE_LABEL = "gen_ai.evaluation.score.label"
GEN_AI_EVALUATION_EXPLANATION = "gen_ai.evaluation.explanation"

ERROR_TYPE = "error.type"
DB_SYSTEM_NAME = "db.system.name"
DB_COLLECTION_NAME = "db.collection.name"
DB_OPERATION_NAME = "db.operation.name"

# --------------------------------------------------------------------------------------------------------------
# memtrace: operations
MEMTRACE_OP_KIND = "memtrace.op.kind"  # closed vocabulary OP_KINDS
MEMTRACE_OP_NAME = "memtrace.op.name"  # system-specific, e.g. "mem0.add", "mem0.extract"
MEMTRACE_OP_SEQ = "memtrace.op.seq"  # int, per-process monotonic, assigned at span start
MEMTRACE_OP_PROCESS = "memtrace.op.process"  # random id of the emitting process; seq is ordered within it
MEMTRACE_OP_SYSTEM = "memtrace.op.system"  # memory system the op belongs to: mem0, rag, long_context, ...
MEMTRACE_OP_STAGE = "memtrace.op.stage"  # construction | retrieval | response | evaluation (derived from kind)
MEMTRACE_MESSAGE_TIME = "memtrace.message.time"  # when the message an ingest op takes in was said (the app's time)
MEMTRACE_MESSAGE_AUTHOR = "memtrace.message.author"  # who said it (a speaker name or sender id)
MEMTRACE_OP_PHASE = "memtrace.op.phase"  # ingest | query: the lifecycle stage an op ran in (imported graphs)
MEMTRACE_OP_OUTPUTS_DEFERRED = "memtrace.op.outputs_deferred"  # bool: a service makes the outputs out of sight

# Memory scope
MEMTRACE_SCOPE_USER_ID = "memtrace.scope.user_id"
MEMTRACE_SCOPE_AGENT_ID = "memtrace.scope.agent_id"
MEMTRACE_SCOPE_RUN_ID = "memtrace.scope.run_id"
MEMTRACE_SCOPE_KEY = "memtrace.scope.key"  # canonical "user=alice;agent=bot" string, the sharding key

# Windowed (long-context) memory: what an evict op trimmed to, and how many items left the window
MEMTRACE_WINDOW_MAX_TOKENS = "memtrace.window.max_tokens"  # int, the token budget of the window
MEMTRACE_WINDOW_STRATEGY = "memtrace.window.strategy"  # e.g. "last" (keep newest) | "first"
MEMTRACE_EVICTED_COUNT = "memtrace.evicted.count"  # int, items the op evicted

# Searches: what besides rank can keep a record out of the results (set by stores whose searches take them)
MEMTRACE_RETRIEVAL_FILTERED = "memtrace.retrieval.filtered"  # bool: the search had a metadata/payload filter
MEMTRACE_RETRIEVAL_SCORE_THRESHOLD = "memtrace.retrieval.score_threshold"  # double: results below it are dropped

# Variables declared on the span (string arrays "id@version"). Since 0.2.0 these are the index of the variable
# columns below (encoding v2, docs/semconv.md "Variables"); in 0.1.0 they mirrored the memtrace.variable events.
MEMTRACE_INPUTS = "memtrace.inputs"
MEMTRACE_OUTPUTS = "memtrace.outputs"
MEMTRACE_VARIABLES_DROPPED = "memtrace.variables.dropped_count"

# Encoding v2 (0.2.0): one span attribute per field and role, entry i describes memtrace.inputs[i] / outputs[i].
# ids and hashes cover every declared variable (up to max_variable_ids); the other columns only the first
# max_variables declarations of the span (the detail cap), so they may be shorter.
INPUT_HASHES = "memtrace.input.hashes"  # string[], always
INPUT_KINDS = "memtrace.input.kinds"  # string[]
INPUT_RELATIONS = "memtrace.input.relations"  # string[]
INPUT_RANKS = "memtrace.input.ranks"  # int[], -1 = no rank; only when some input has a rank
INPUT_SCORES = "memtrace.input.scores"  # string[] of decimal floats, "" = no score; only when some input has one
INPUT_PRODUCERS = "memtrace.input.producers"  # string[] "<trace_id>-<span_id>", "" = unknown; when some is known
INPUT_CONTENTS = "memtrace.input.contents"  # string[], opt-in content, "" = none
INPUT_TRUNCATED = "memtrace.input.truncated"  # int[]: indices whose content was truncated
OUTPUT_HASHES = "memtrace.output.hashes"
OUTPUT_KINDS = "memtrace.output.kinds"
OUTPUT_CHANGES = "memtrace.output.changes"  # string[]
OUTPUT_RANKS = "memtrace.output.ranks"
OUTPUT_SCORES = "memtrace.output.scores"
OUTPUT_CONTENTS = "memtrace.output.contents"
OUTPUT_TRUNCATED = "memtrace.output.truncated"
OUTPUT_SOURCE_IDS = "memtrace.output.source_ids"  # string[]: the source ids of every output, concatenated
OUTPUT_SOURCE_COUNTS = "memtrace.output.source_counts"  # int[]: how many of them belong to output i
INPUT_SAID_AT = "memtrace.input.said_at"  # string[] (0.2.1): the same for inputs (a message's own time)
OUTPUT_SAID_AT = "memtrace.output.said_at"  # string[] (0.2.1): when the app says a record was said, "" = not given

# Encoding v3 (0.3.0): the hashes, kinds, relations/changes, ranks, scores, producers and source columns of one role
# in one string attribute, a JSON object keyed by the v2 column's last name part ({"hashes": [...], "kinds": [...]}).
# The ids (memtrace.inputs / outputs) and the opt-in content columns (contents, truncated, said_at) stay arrays.
INPUT_COLUMNS = "memtrace.input.columns"  # string (JSON object)
OUTPUT_COLUMNS = "memtrace.output.columns"  # string (JSON object)

# Lineage mirrors (Jaeger's classic model drops link attributes); parallel arrays, one entry per lineage link
MEMTRACE_LINEAGE_TRACE_IDS = "memtrace.lineage.source_trace_ids"
MEMTRACE_LINEAGE_SPAN_IDS = "memtrace.lineage.source_span_ids"
MEMTRACE_LINEAGE_RELATIONS = "memtrace.lineage.relations"
MEMTRACE_LINEAGE_VARIABLES = "memtrace.lineage.variables"  # "id@version" of the variable the link is about
MEMTRACE_LINEAGE_DROPPED = "memtrace.lineage.dropped_count"

# Content capture state of the span
MEMTRACE_CONTENT_CAPTURED = "memtrace.content.captured"  # bool

# --------------------------------------------------------------------------------------------------------------
# memtrace: variables, encoding v1 (0.1.0: one span event per declared variable version). Still read
# (variables_codec); written only by hand-built test spans. The VAR_* names are also the keys of the per-variable
# dicts variables_codec.variables() returns, and VAR_ID / VAR_VERSION the link attributes.
VARIABLE_EVENT = "memtrace.variable"
VAR_ID = "memtrace.var.id"  # stable identity, e.g. "mem0:9f2c...", "msg:D1:3", "chroma:kb:doc-7"
VAR_KIND = "memtrace.var.kind"  # VAR_KINDS
VAR_ROLE = "memtrace.var.role"  # "input" | "output"
VAR_VERSION = "memtrace.var.version"  # int >= 1; 0 = unknown (resolved by the graph builder)
VAR_HASH = "memtrace.var.hash"  # content hash, always recorded ("sha256:" + 16 hex)
VAR_CONTENT = "memtrace.var.content"  # opt-in content, truncated, redacted
VAR_CONTENT_TRUNCATED = "memtrace.var.content.truncated"  # bool
VAR_CHANGE = "memtrace.var.change"  # outputs: create | update | delete | unchanged | derive
VAR_RELATION = "memtrace.var.relation"  # inputs: RELATIONS
VAR_RANK = "memtrace.var.rank"  # int, 0-based position in a retrieved list
VAR_SCORE = "memtrace.var.score"  # float
VAR_PRODUCER_TRACE_ID = "memtrace.var.producer.trace_id"  # hex; who wrote the version an input reads
VAR_PRODUCER_SPAN_ID = "memtrace.var.producer.span_id"
VAR_SOURCE_IDS = "memtrace.var.source_ids"  # string array: ids this version was derived from (may be unresolved)
VAR_SAID_AT = "memtrace.var.said_at"  # v1-shaped dicts of OUTPUT_SAID_AT
VAR_SCOPE_KEY = "memtrace.var.scope_key"  # scope the record belongs to, when it differs from the op's

VAR_KINDS = frozenset(
    {"message", "fact", "memory_record", "query", "retrieved_set", "context", "prompt", "answer", "chunk",
     "episode", "buffer", "document", "embedding", "decision", "feedback", "other"}
)

# Relations of an input to the op that consumes it (link attribute memtrace.link.relation; VAR_RELATION on events)
REL_READS = "reads"  # a retrieve/get read this version
REL_DERIVED_FROM = "derived_from"  # output content derived from this input (extraction, summarization)
REL_UPDATES = "updates"  # the op wrote a new version of this variable
REL_DELETES = "deletes"  # the op deleted this variable
REL_EVICTED_TO = "evicted_to"  # this version was evicted from a window/buffer into another store
REL_CONTEXT_OF = "context_of"  # this version was put in a prompt/context
RELATIONS = frozenset({REL_READS, REL_DERIVED_FROM, REL_UPDATES, REL_DELETES, REL_EVICTED_TO, REL_CONTEXT_OF})
REL_EVALUATES = "evaluates"  # link relation only: an outcome span's link to the answer span it judges

CHANGE_CREATE = "create"
CHANGE_UPDATE = "update"
CHANGE_DELETE = "delete"
CHANGE_UNCHANGED = "unchanged"
CHANGE_DERIVE = "derive"
CHANGES = frozenset({CHANGE_CREATE, CHANGE_UPDATE, CHANGE_DELETE, CHANGE_UNCHANGED, CHANGE_DERIVE})

# Link attributes
LINK_RELATION = "memtrace.link.relation"
LINK_VAR_ID = VAR_ID
LINK_VAR_VERSION = VAR_VERSION

# --------------------------------------------------------------------------------------------------------------
# Operation kinds: the closed vocabulary the attribution engine reasons over
KIND_INGEST = "ingest"
KIND_BUFFER = "buffer"
KIND_SEGMENT = "segment"
KIND_EXTRACT = "extract"
KIND_DECIDE = "decide"
KIND_EMBED = "embed"
KIND_WRITE = "write"
KIND_UPDATE = "update"
KIND_DELETE = "delete"
KIND_RETRIEVE = "retrieve"
KIND_RERANK = "rerank"
KIND_ASSEMBLE_CONTEXT = "assemble_context"
KIND_GENERATE = "generate"
KIND_JUDGE = "judge"
KIND_EVICT = "evict"
KIND_SUMMARIZE = "summarize"
KIND_OTHER = "other"
OP_KINDS = frozenset(
    {KIND_INGEST, KIND_BUFFER, KIND_SEGMENT, KIND_EXTRACT, KIND_DECIDE, KIND_EMBED, KIND_WRITE, KIND_UPDATE,
     KIND_DELETE, KIND_RETRIEVE, KIND_RERANK, KIND_ASSEMBLE_CONTEXT, KIND_GENERATE, KIND_JUDGE, KIND_EVICT,
     KIND_SUMMARIZE, KIND_OTHER}
)

STAGE_CONSTRUCTION = "construction"
STAGE_RETRIEVAL = "retrieval"
STAGE_RESPONSE = "response"
STAGE_EVALUATION = "evaluation"
STAGE_OF_KIND = {
    KIND_INGEST: STAGE_CONSTRUCTION, KIND_BUFFER: STAGE_CONSTRUCTION, KIND_SEGMENT: STAGE_CONSTRUCTION,
    KIND_EXTRACT: STAGE_CONSTRUCTION, KIND_DECIDE: STAGE_CONSTRUCTION, KIND_EMBED: STAGE_CONSTRUCTION,
    KIND_WRITE: STAGE_CONSTRUCTION, KIND_UPDATE: STAGE_CONSTRUCTION, KIND_DELETE: STAGE_CONSTRUCTION,
    KIND_EVICT: STAGE_CONSTRUCTION, KIND_SUMMARIZE: STAGE_CONSTRUCTION,
    KIND_RETRIEVE: STAGE_RETRIEVAL, KIND_RERANK: STAGE_RETRIEVAL,
    KIND_ASSEMBLE_CONTEXT: STAGE_RESPONSE, KIND_GENERATE: STAGE_RESPONSE,
    KIND_JUDGE: STAGE_EVALUATION, KIND_OTHER: STAGE_CONSTRUCTION,
}

# --------------------------------------------------------------------------------------------------------------
# Outcomes (record_outcome): a span named OUTCOME_SPAN_NAME, child of the answer span, linked to it,
# carrying one gen_ai.evaluation.result event.
OUTCOME_SPAN_NAME = "memtrace.outcome"
OUTCOME_EVALUATION_NAME = "memtrace.answer_correctness"
OUTCOME_STATUS = "memtrace.outcome.status"  # "correct" | "failed"
OUTCOME_CASE_ID = "memtrace.outcome.case_id"
OUTCOME_QUESTION = "memtrace.outcome.question"  # content-gated
OUTCOME_EXPECTED = "memtrace.outcome.expected_answer"  # content-gated
OUTCOME_ACTUAL = "memtrace.outcome.actual_answer"  # content-gated
OUTCOME_FEEDBACK = "memtrace.outcome.feedback"  # content-gated
OUTCOME_QUESTION_HASH = "memtrace.outcome.question_hash"
OUTCOME_EXPECTED_HASH = "memtrace.outcome.expected_answer_hash"
OUTCOME_ACTUAL_HASH = "memtrace.outcome.actual_answer_hash"
OUTCOME_ANSWER_TRACE_ID = "memtrace.outcome.answer.trace_id"
OUTCOME_ANSWER_SPAN_ID = "memtrace.outcome.answer.span_id"
OUTCOME_ANSWER_VAR = "memtrace.outcome.answer.var"  # "id@version" of the answer variable, when known
OUTCOME_EVIDENCE_IDS = "memtrace.outcome.evidence_ids"  # string array of message var ids, when known
OUTCOME_CORRECT = "correct"
OUTCOME_FAILED = "failed"

# --------------------------------------------------------------------------------------------------------------
# Root-cause verdicts written back by attribution (docs/semconv.md "Verdicts")
RCA_SPAN_NAME = "memtrace.attribution"  # in the failed answer's trace, linked to the root-cause span
RCA_MARKER_SPAN_NAME = "memtrace.root_cause"  # child of the root-cause span
RCA_EVALUATION_NAME = "memtrace.root_cause"
RCA_ERROR_TYPE = "memtrace.rca.error_type"  # ExtractionError | UpdateError | ... | NotAMemoryFault kinds
RCA_ERROR_SUBTYPE = "memtrace.rca.error_subtype"
RCA_STAGE = "memtrace.rca.stage"
RCA_CONFIDENCE = "memtrace.rca.confidence"
RCA_ENGINE = "memtrace.rca.engine"
RCA_CASE_ID = "memtrace.rca.case_id"
RCA_ROOT_TRACE_ID = "memtrace.rca.root_cause.trace_id"
RCA_ROOT_SPAN_ID = "memtrace.rca.root_cause.span_id"
RCA_ROOT_OP_NAME = "memtrace.rca.root_cause.op_name"
RCA_FAILED_TRACE_ID = "memtrace.rca.failed.trace_id"
RCA_FAILED_SPAN_ID = "memtrace.rca.failed.span_id"
RCA_REASON = "memtrace.rca.reason"

# Phoenix (OpenInference) shows a span's type from this attribute; memtrace sets it so memory spans are not "unknown"
OPENINFERENCE_SPAN_KIND = "openinference.span.kind"
OPENINFERENCE_KIND_OF_OP = {
    KIND_RETRIEVE: "RETRIEVER", KIND_RERANK: "RERANKER", KIND_GENERATE: "LLM", KIND_EMBED: "EMBEDDING",
    KIND_JUDGE: "EVALUATOR",
}  # every other kind: CHAIN

# Instrumentation scope name
TRACER_NAME = "memtrace_otel"
