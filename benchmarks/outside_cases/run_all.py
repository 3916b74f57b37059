"""Run every outside case (an app written from the docs by someone who had not read the engine) in a fresh process and compare memtrace's lineage verdict with the planted fault.

    python benchmarks/outside_cases/run_all.py            # 10 core apps + 5 controls (~2.5 min)
    python benchmarks/outside_cases/run_all.py --all      # + 10 extra apps (~4.5 min)
    python benchmarks/outside_cases/run_all.py --batch2   # only batch 2: 16 fault apps + 4 controls (~3 min)
    python benchmarks/outside_cases/run_all.py --batch3   # only batch 3: 16 fault apps + 4 controls (~4 min)
    python benchmarks/outside_cases/run_all.py --batch4   # only batch 4: 8 fault apps + 2 controls (~2 min)
    python benchmarks/outside_cases/run_all.py --batch5   # only batch 5: 16 fault apps + 4 controls
    python benchmarks/outside_cases/run_all.py --batch6   # only batch 6: 12 fault apps + 4 controls
    python benchmarks/outside_cases/run_all.py --batch7   # only batch 7: 12 fault apps + 4 controls
    python benchmarks/outside_cases/run_all.py --batch8   # only batch 8: 15 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch9   # only batch 9: 15 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch10  # only batch 10: 12 fault apps + 8 controls
    python benchmarks/outside_cases/run_all.py --batch11  # only batch 11: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch12  # only batch 12: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch13  # only batch 13: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch14  # only batch 14: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch15  # only batch 15: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch16  # only batch 16: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch17  # only batch 17: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch18  # only batch 18: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch19  # only batch 19: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch20  # only batch 20: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch21  # only batch 21: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch22  # only batch 22: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch23  # only batch 23: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch24  # only batch 24: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch25  # only batch 25: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch26  # only batch 26: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch27  # only batch 27: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch28  # only batch 28: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch29  # only batch 29: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch30  # only batch 30: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch31  # only batch 31: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch32  # only batch 32: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch33  # only batch 33: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch34  # only batch 34: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch35  # only batch 35: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch36  # only batch 36: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch37  # only batch 37: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch38  # only batch 38: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch39  # only batch 39: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch40  # only batch 40: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch41  # only batch 41: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch42  # only batch 42: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch43  # only batch 43: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch44  # only batch 44: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch45  # only batch 45: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch46  # only batch 46: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch47  # only batch 47: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch48  # only batch 48: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch49  # only batch 49: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch50  # only batch 50: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch51  # only batch 51: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch52  # only batch 52: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch53  # only batch 53: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch54  # only batch 54: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch55  # only batch 55: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch56  # only batch 56: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch57  # only batch 57: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch58  # only batch 58: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch59  # only batch 59: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch60  # only batch 60: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch61  # only batch 61: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch62  # only batch 62: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch63  # only batch 63: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch64  # only batch 64: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch65  # only batch 65: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch66  # only batch 66: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch67  # only batch 67: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch68  # only batch 68: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch69  # only batch 69: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch70  # only batch 70: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch71  # only batch 71: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch72  # only batch 72: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch73  # only batch 73: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch74  # only batch 74: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch75  # only batch 75: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch76  # only batch 76: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch77  # only batch 77: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch78  # only batch 78: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch79  # only batch 79: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch80  # only batch 80: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch81  # only batch 81: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch82  # only batch 82: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch83  # only batch 83: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch84  # only batch 84: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch85  # only batch 85: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch86  # only batch 86: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch87  # only batch 87: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch88  # only batch 88: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch89  # only batch 89: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch90  # only batch 90: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch91  # only batch 91: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch92  # only batch 92: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch93  # only batch 93: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch94  # only batch 94: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch95  # only batch 95: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch96  # only batch 96: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch97  # only batch 97: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch98  # only batch 98: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch99  # only batch 99: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch100  # only batch 100: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch101  # only batch 101: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch102  # only batch 102: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch103  # only batch 103: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch104  # only batch 104: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch105  # only batch 105: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch106  # only batch 106: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch107  # only batch 107: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch108  # only batch 108: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch109  # only batch 109: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch110  # only batch 110: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch111  # only batch 111: 7 fault apps + 5 controls
    python benchmarks/outside_cases/run_all.py --batch112  # only batch 112: 7 fault apps + 5 controls

A fault case PASSes when the error type matches AND the blamed span is the faulty call's span (each app wraps its one
faulty call in common.fault(); exact_op = the verdict's span id is a memtrace op inside that window). The subtype is
shown but not scored. A control PASSes only on AnnotationError; a control that blames no memory operation (e.g.
ResponseError) is still a MISS, marked "no memory op blamed". Results also go to results.jsonl.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def common_out() -> str:
    """Where common.py exports traces (outside the repository); results.jsonl goes there too."""
    import tempfile
    out = os.environ.get("MEMTRACE_OUTSIDE_CASES_OUT") or os.path.join(tempfile.gettempdir(), "memtrace-outside-cases")
    os.makedirs(out, exist_ok=True)
    return out
MEMORY = {"ExtractionError", "UpdateError", "DeletionError", "RetrievalError"}

# (script, library / shape, planted fault, expected type, expected op, expected subtype)
CORE = [
    ("app_chroma_where.py", "chromadb + where filter", "answer's query filters topic=order; the move note is topic=profile",
     "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("app_qdrant_stale_sync.py", "qdrant + payload filter", "replica sync upserts stale 50 mg over the 100 mg point",
     "UpdateError", "qdrant.upsert", "overwritten"),
    ("app_langgraph_delete_reldate.py", "LangGraph store, namespaces", "store.delete of 'next Tuesday' note (date field)",
     "DeletionError", "langgraph.store.delete", "deleted"),
    ("app_langchain_trim_timelabel.py", "LangChain history + trim_messages", "40-word window trims 'half past six'; label '6:30 pm'",
     "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("app_mem0_app_extract.py", "mem0 infer=False + app extractor (litellm)", "app's extractor drops the shellfish allergy",
     "ExtractionError", "litellm.completion", "omitted_at_extraction"),
    ("app_chroma_response_computed.py", "chromadb RAG, computed answer", "model mis-subtracts $48,000 - $12,500",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("app_mem0_update_swap.py", "mem0 infer=False + memory.update", "update swaps 'now 100 mg / previously 50 mg'",
     "UpdateError", "mem0.update", "overwritten"),
    ("app_chroma_reldate_meta.py", "chromadb, date in metadata", "n_results=2 cuts 'next Tuesday' (said-date in metadata)",
     "RetrievalError", "chroma.query", "ranked_below_top_k"),
    ("app_langgraph_extract_polarity.py", "LangGraph store + app extractor", "extractor flips 'NOT allergic to peanuts'",
     "ExtractionError", "litellm.completion", "omitted_at_extraction"),
    ("app_qdrant_scroll_page.py", "qdrant scroll() pagination", "scroll(limit=2) never follows next_page_offset",
     "RetrievalError", "qdrant.scroll", "ranked_below_top_k"),
]
CONTROLS = [
    ("ctl_chroma_wrong_label.py", "chromadb RAG", "none; label 'Lisbon' (memory: Porto)", "AnnotationError", None, None),
    ("ctl_chroma_numeric_label.py", "chromadb RAG", "none; label '$48,500' (memory: $48,000, $12,500)", "AnnotationError", None, None),
    ("ctl_qdrant_duration_label.py", "qdrant KB", "none; label 'two weeks' (memory: 30 days)", "AnnotationError", None, None),
    ("ctl_langgraph_polarity_label.py", "LangGraph store", "none; label 'Yes' (memory: NOT allergic)", "AnnotationError", None, None),
    ("ctl_langgraph_reldate_label.py", "LangGraph store", "none; label '25 March' (memory: next Tue from 6 Mar = 11 Mar)", "AnnotationError", None, None),
]
EXTRA = [
    ("app_chroma_wrong_collection.py", "chromadb, collection per region", "EU question routed to the kb-us collection",
     "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("app_mem0_wrong_user.py", "mem0 infer=False", "search under login name instead of account user_id",
     "RetrievalError", "mem0.search", "filtered_by_scope"),
    ("app_chroma_delete_where.py", "chromadb delete(where=)", "retention deletes status=closed incl. the serial no.",
     "DeletionError", "chroma.delete", "deleted"),
    ("app_langgraph_json_lostupdate.py", "LangGraph store, JSON values", "lost update: stale profile put drops allergies",
     "UpdateError", "langgraph.store.put", "overwritten"),
    ("app_chroma_stale_in_context.py", "chromadb, history kept", "model picks the old address though the move is in context",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("app_langchain_trim_first.py", "LangChain trim strategy='first'", "window keeps the oldest turns, cuts the seat upgrade",
     "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("app_qdrant_overwrite_unitlabel.py", "qdrant KB", "migration upserts old '30 days' policy; label 'two weeks'",
     "UpdateError", "qdrant.upsert", "overwritten"),
    ("app_qdrant_delete_duration.py", "qdrant KB", "delete of '14 days' rule, '7 days' rule remains; label 'two weeks'",
     "DeletionError", "qdrant.delete", "deleted"),
    ("app_qdrant_deposit_topk.py", "qdrant + payload filter", "limit=2 cuts '$2,400' deposit; context has $2,100/$400",
     "RetrievalError", "qdrant.query_points", "ranked_below_top_k"),
    ("app_chroma_draft_polish.py", "chromadb + 2-step answer chain", "n_results=1; a polish call produces the final answer",
     "RetrievalError", "chroma.query", "ranked_below_top_k"),
]

# Batch 2 (b2_*.py), written later by another helper under the same rules (README, docs and common.py only; neither
# the engine nor the batch-1 cases read): other libraries and calls (LlamaIndex Memory, mem0 delete/delete_all/
# history, LangGraph get/search, LangChain clear, chroma update/upsert, qdrant overwrite_payload / named vectors,
# LangMem), other answer kinds (counts, lists, names, comparisons, ordering, date formats, relative dates, units,
# currencies, negation, paraphrase) and app shapes (script style and one root span per turn, a rewrite -> retrieve
# -> answer chain, an app summarizer, an untraced app reranker).
BATCH2 = [
    ("b2_llamaindex_archive_date.py", "LlamaIndex Memory, no blocks, turn span",
     "queue overflow archives 'the 3rd of May'; label 'May 3'",
     "UpdateError", "llamaindex.memory.archive", "trimmed_from_window"),
    ("b2_llamaindex_response_order.py", "LlamaIndex Memory + static block",
     "model gets the order of two dated events wrong",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b2_mem0_delete_dedupe.py", "mem0 infer=False + app dedupe job",
     "word-overlap dedupe deletes the Osaka trip; 'which two cities'",
     "DeletionError", "mem0.delete", "deleted"),
    ("b2_mem0_delete_all_session.py", "mem0 infer=False, turn spans, get_all",
     "cleanup delete_all(user_id) without run_id; label 'vegetarian' (paraphrase)",
     "DeletionError", "mem0.delete_all", "deleted"),
    ("b2_mem0_history_restore.py", "mem0 infer=False + history() migration",
     "migration restores history[0]: passport 2027-08-14 over 2035-08-02",
     "UpdateError", "mem0.update", "overwritten"),
    ("b2_langgraph_search_count.py", "LangGraph store index, turn span",
     "search limit=3 keeps 2 of 3 climbing notes; 'how many times'",
     "RetrievalError", "langgraph.store.search", "ranked_below_top_k"),
    ("b2_langgraph_get_wrong_ns.py", "LangGraph store get by key",
     "get under the un-lowercased user name; label a person's name",
     "RetrievalError", "langgraph.store.get", "filtered_by_scope"),
    ("b2_langgraph_summary_drop.py", "LangGraph store + app summarizer (litellm)",
     "session-2 summary drops the €1,150 rent",
     "UpdateError", "litellm.completion", "merged_away"),
    ("b2_langchain_clear.py", "LangChain InMemoryChatMessageHistory, turn spans",
     "'/new topic' history.clear() wipes 'Tom can't come'; label 'No'",
     "DeletionError", "langchain.chat_history.clear", "deleted"),
    ("b2_langchain_reldate_response.py", "LangChain history, day-stamped messages",
     "model resolves 'tomorrow' (said Mon 4 Aug) to Monday",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b2_chroma_update_wrong_id.py", "chromadb update()",
     "Flex price update written to plan-annual; 'which is cheaper'",
     "UpdateError", "chroma.update", "overwritten"),
    ("b2_chroma_upsert_truncate.py", "chromadb upsert(), turn span",
     "re-index upsert cuts docs to 75 chars; kit list loses its tail",
     "UpdateError", "chroma.upsert", "overwritten"),
    ("b2_chroma_rerank_plain.py", "chromadb + untraced app reranker",
     "freshness rerank keeps 2 newest, drops the dinner venue",
     "RetrievalError", "chroma.query", "dropped_by_rerank"),
    ("b2_qdrant_overwrite_payload.py", "qdrant overwrite_payload",
     "status change wipes the ride text (62 km)",
     "UpdateError", "qdrant.overwrite_payload", "overwritten"),
    ("b2_qdrant_named_vector_chain.py", "qdrant named vectors, rewrite->retrieve->answer",
     "search using='title', limit=1 returns cabin bags (8 kg)",
     "RetrievalError", "qdrant.query_points", "ranked_below_top_k"),
    ("b2_langmem_extract_omit.py", "LangMem MemoryStoreManager",
     "extraction omits 'dentist in two weeks' (said Fri 6 June)",
     "ExtractionError", "langmem.extract", "omitted_at_extraction"),
]
BATCH2_CONTROLS = [
    ("b2_ctl_llamaindex_date_label.py", "LlamaIndex Memory",
     "none; label '13 May' (memory: the 3rd of May)", "AnnotationError", None, None),
    ("b2_ctl_mem0_paraphrase_label.py", "mem0 infer=False",
     "none; label 'Vegan' (memory: no meat, eats fish)", "AnnotationError", None, None),
    ("b2_ctl_qdrant_units_label.py", "qdrant named vectors",
     "none; label '32 kg' (memory: 23 kg)", "AnnotationError", None, None),
    ("b2_ctl_langchain_two_cities_label.py", "LangChain history",
     "none; label 'Kyoto and Nara' (memory: Kyoto, Osaka)", "AnnotationError", None, None),
]


# Batch 3 (b3_*.py), written by a third helper under the same rules (README, user-facing docs, common.py and the
# instrumentation tests' stand-in servers only; neither the engine nor the batch-1/2 cases read): libraries and calls
# batches 1-2 do not use (Graphiti on Kuzu, Letta blocks and archival passages, Zep facts, EverMemOS async, mem0
# infer=True against the local model, LangGraph asearch, LangChain RunnableWithMessageHistory async, chroma
# get(where=), qdrant delete/scroll by filter, a ThreadPoolExecutor ingestion), other answer kinds ("who" names,
# "which first/last", converted units and currencies, a yes/no with negated evidence, weekday + relative week,
# multi-hop with one hop lost, a computed answer, labels with other casing or order, a 300-word record) and shapes
# (async apps, a multi-user scope mix-up, an app that writes its answers back into memory). b3_support.py is shared
# plumbing, not a case.
BATCH3 = [
    ("b3_graphiti_extract_who.py", "Graphiti (Kuzu), async, scripted LLM",
     "episode extraction drops 'my manager is Daniel Okafor'; 'who is Priya's manager'",
     "ExtractionError", "graphiti.add_episode", "omitted_at_extraction"),
    ("b3_graphiti_remove_multihop.py", "Graphiti (Kuzu), async, /undo",
     "stale last_episode: undo removes the relocation episode; multi-hop 'city of the Atlas lead'",
     "DeletionError", "graphiti.remove_episode", "deleted"),
    ("b3_letta_block_currency.py", "Letta core block, turn spans",
     "CRM sync blocks.update writes stale '1,000 EUR' over '1,200 CHF'; label 'CHF 1,200'",
     "UpdateError", "letta.blocks.update", "overwritten"),
    ("b3_letta_passages_first.py", "Letta archival passages",
     "passages.search top_k=2 cuts the dated Porto log; 'which did I visit first'",
     "RetrievalError", "letta.passages.search", "ranked_below_top_k"),
    ("b3_zep_edge_delete_who.py", "Zep thread facts + edge delete",
     "'forget my old dentist' deletes the newest fact ([-1]); label 'dr mendes'",
     "DeletionError", "zep.graph.edge.delete", "deleted"),
    ("b3_zep_scope_multiuser.py", "Zep, multi-user handler",
     "module-level graph id: Ben's question searched in Ana's graph",
     "RetrievalError", "zep.graph.search_edges", "filtered_by_scope"),
    ("b3_evermemos_async_weekday.py", "EverMemOS async client",
     "search top_k=2 cuts 'dentist on Friday next week' (said Mon 2 Mar 2026)",
     "RetrievalError", "evermemos.search", "ranked_below_top_k"),
    ("b3_mem0_infer_long_extract.py", "mem0 infer=True, local model",
     "extraction of a 330-word note omits '14 km' ridge hike; answer in miles",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b3_langgraph_asearch_fx_multihop.py", "LangGraph store asearch, async",
     "filter kind=expense drops the CHF->EUR rate; multi-hop conversion",
     "RetrievalError", "langgraph.store.search", "filtered_by_scope"),
    ("b3_langgraph_feedback_loop.py", "LangGraph store, answer written back, turn spans",
     "turn-1 model converts 17:00 JST to 10:00 Lisbon; write-back replaces the note",
     "UpdateError", "litellm.completion", "merged_away"),
    ("b3_langchain_runnable_session.py", "LangChain RunnableWithMessageHistory, async",
     "mobile session id 'trip-Lyon' vs 'trip-lyon': empty history; 'NOT include breakfast'",
     "RetrievalError", "langchain.chat_history.aget_messages", "filtered_by_scope"),
    ("b3_chroma_get_where_last.py", "chromadb get(where=) as retrieval",
     "exact-match where misses category 'Supplier'; 'which supplier last'",
     "RetrievalError", "chroma.get", "filtered_by_scope"),
    ("b3_qdrant_delete_filter_who.py", "qdrant delete by FilterSelector",
     "cleanup of source=wiki-2024 deletes the only sign-off rule; 'who signs off'",
     "DeletionError", "qdrant.delete", "deleted"),
    ("b3_qdrant_scroll_recent_units.py", "qdrant scroll with a range filter",
     "7-day 'recent notes' filter drops the 2.4 m measurement; answer in feet",
     "RetrievalError", "qdrant.scroll", "filtered_by_scope"),
    ("b3_threads_chroma_id_collision.py", "chromadb upsert from a ThreadPoolExecutor",
     "14-char title ids: Q2 review upsert overwrites Q1 (EUR 18,000 cut)",
     "UpdateError", "chroma.upsert", "overwritten"),
    ("b3_llamaindex_static_compute.py", "LlamaIndex Memory + StaticMemoryBlock, turn spans",
     "model computes 3 nights x 2 guests city tax wrongly (441.40 vs 454.20)",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH3_CONTROLS = [
    ("b3_ctl_evermemos_weekday_label.py", "EverMemOS",
     "none; label 'Friday 6 March' (memory: Friday next week, said Mon 2 Mar = 13 Mar)", "AnnotationError", None, None),
    ("b3_ctl_mem0_infer_order_label.py", "mem0 infer=True",
     "none; label 'Lisbon' (memory: Porto 2022, Seville 2023)", "AnnotationError", None, None),
    ("b3_ctl_llamaindex_currency_label.py", "LlamaIndex Memory + static block",
     "none; label '400 EUR' (memory: 420 CHF at 1.05)", "AnnotationError", None, None),
    ("b3_ctl_zep_who_label.py", "Zep facts",
     "none; label 'Jorge Pires' (memory: Jorge Pereira)", "AnnotationError", None, None),
]


# Batch 4 (b4_*.py), written by a fourth helper under the same rules (README, user-facing docs, common.py and the
# instrumentation tests' offline set-ups only; neither the engine nor the batch-1/2/3 cases read): shapes batches 1-3
# do not use (an app's own litellm extractor in front of chromadb and of mem0 infer=False, qdrant set_payload through
# a wrong id map, qdrant score_threshold, mem0 search with a metadata filter, LangGraph delete by a janitor's text
# match, LlamaIndex Memory.set by a redaction job, a response fault over LangChain history read with aget_messages).
BATCH4 = [
    ("b4_chroma_recipe_extractor.py", "chromadb + app extractor (litellm), script style",
     "extractor drops 'allergic to sesame'; 'what is Leo allergic to'",
     "ExtractionError", "litellm.completion", "omitted_at_extraction"),
    ("b4_mem0_physio_extractor.py", "mem0 infer=False + app extractor (litellm), turn spans",
     "extractor drops 'no running for six weeks'; 'can I run this weekend' -> No",
     "ExtractionError", "litellm.completion", "omitted_at_extraction"),
    ("b4_qdrant_meds_set_payload.py", "qdrant set_payload, turn spans",
     "id map sorted by name: metformin change written onto levothyroxine (75 mcg lost)",
     "UpdateError", "qdrant.set_payload", "overwritten"),
    ("b4_llamaindex_redact_set.py", "LlamaIndex Memory get_all + set (privacy job)",
     "mask of 6+ char tokens with a digit redacts booking ref QX7H2L",
     "UpdateError", "llamaindex.memory.set", "overwritten"),
    ("b4_langgraph_oncall_delete.py", "LangGraph store janitor, script style",
     "janitor deletes items whose text says 'resolved': the handoff note (page Ines Duarte)",
     "DeletionError", "langgraph.store.delete", "deleted"),
    ("b4_qdrant_travel_threshold.py", "qdrant query_points score_threshold",
     "threshold 0.30 drops the e-visa note; 'what to show at Hanoi airport'",
     "RetrievalError", "qdrant.query_points", "ranked_below_top_k"),
    ("b4_mem0_project_filter.py", "mem0 infer=False, search filters",
     "filter project='Atlas' misses Slack note (project 'atlas'): review date",
     "RetrievalError", "mem0.search", "filtered_by_scope"),
    ("b4_langchain_release_response.py", "LangChain history aget_messages, turn spans",
     "model says OPS-412 can ship though the blocker is in the history",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH4_CONTROLS = [
    ("b4_ctl_langgraph_focaccia_label.py", "LangGraph store get",
     "none; label '200°C for 25 minutes' (memory: 220°C, 20 min)", "AnnotationError", None, None),
    ("b4_ctl_chroma_rail_label.py", "chromadb, turn spans",
     "none; label 'Braga' (memory: Lisbon -> Coimbra)", "AnnotationError", None, None),
]


# Batch 5 (b5_*.py), written by a fifth helper under the same rules (README, user-facing docs, common.py, b3_support.py
# and the instrumentation tests' offline set-ups only; neither the engine nor the batch-1/2/3/4 cases read): new
# domains (gardening, a band's gigs, car maintenance, pet care, a tenancy, home renovation, a lab notebook, school
# schedules, sports training) and answer forms (lists across records, multi-hop, inference and yes/no with a reason,
# relative dates from message timestamps, "how long ago", ordinals, numbers in words, abbreviations, a rolling summary,
# a wrong later message applied over a right memory).
BATCH5 = [
    ("b5_langmem_garden_list_extract.py", "LangMem MemoryStoreManager, script style",
     "session-2 extraction drops 'blueberries in the north bed'; list 'rhubarb and blueberries'",
     "ExtractionError", "langmem.extract", "omitted_at_extraction"),
    ("b5_graphiti_band_dep_extract.py", "Graphiti (Kuzu), async, scripted LLM",
     "4 June episode's extraction drops 'Sam from Bluebird deps on drums'; multi-hop 'who drums at the Lantern'",
     "ExtractionError", "graphiti.add_episode", "omitted_at_extraction"),
    ("b5_mem0_infer_cambelt_extract.py", "mem0 infer=True, local model --facts, script style",
     "extraction of the service note drops 'next cambelt due at 152,000 km'; label '152k km'",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b5_qdrant_petfood_extractor.py", "qdrant + app extractor (litellm), set_payload, turn spans",
     "extractor drops 'intolerant to chicken'; 'can I give Biscuit roast chicken' -> No",
     "ExtractionError", "litellm.completion", "omitted_at_extraction"),
    ("b5_langchain_trim_boiler_date.py", "LangChain history, timestamped messages, trim_messages, turn spans",
     "12-message window trims 'serviced the boiler yesterday' (said 3 Feb); label '2 February 2026'",
     "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b5_zep_rent_wrong_correction.py", "Zep facts + app sync (edge.update), script style",
     "'latest statement wins' sync applies a wrong later message: £950 rent fact rewritten to £900; label in words",
     "UpdateError", "zep.graph.edge.update", "overwritten"),
    ("b5_qdrant_summary_renovation.py", "qdrant rolling summary + app summarizer (litellm), script style",
     "4 May summary drops 'consumer unit needed before the hob (not until 16 June)'; yes/no with a reason",
     "UpdateError", "litellm.completion", "merged_away"),
    ("b5_chroma_delete_pcr_second.py", "chromadb + tidy-up job, script style",
     "'keep first and latest run' deletes the 9 Feb run (58 °C); 'the second time we ran the PCR'",
     "DeletionError", "chroma.delete", "deleted"),
    ("b5_letta_passage_delete_luna.py", "Letta archival passages + clean-up job, turn spans",
     "60-day clean-up deletes 'Luna has a chicken allergy'; 'would chicken-and-rice food be OK' -> No",
     "DeletionError", "letta.passages.delete", "deleted"),
    ("b5_evermemos_delete_parents_evening.py", "EverMemOS sync client + janitor, script style",
     "'cancelled events' janitor deletes the parents' evening memories (shared word 'evening'); weekday + time",
     "DeletionError", "evermemos.delete", "deleted"),
    ("b5_qdrant_gig_multihop_topk.py", "qdrant query_points, script style",
     "limit=3 filled by Saturday notes cuts the venue sheet (load-in 5.30pm); multi-hop via The Crown",
     "RetrievalError", "qdrant.query_points", "ranked_below_top_k"),
    ("b5_zep_tiler_topic_query.py", "Zep facts, app topic-query router, turn spans",
     "topic query 'bathroom tiles' with page_size=3 cuts 'tiler quoted three days'; label '3 days'",
     "RetrievalError", "zep.graph.search_edges", "ranked_below_top_k"),
    ("b5_langgraph_year_scope_rabies.py", "LangGraph store, namespace per year, script style",
     "'recent records' search only in this year's namespace misses the rabies booster; 'how long ago'",
     "RetrievalError", "langgraph.store.search", "filtered_by_scope"),
    ("b5_mem0_agent_scope_hamstring.py", "mem0 infer=False, two agents, turn spans",
     "coach search filtered to agent_id=coach misses the physio's 'no sprinting for three weeks'; yes/no",
     "RetrievalError", "mem0.search", "filtered_by_scope"),
    ("b5_llamaindex_hiking_response.py", "LlamaIndex Memory get(), turn spans",
     "model says Maya would prefer a city break though 'walks the Pennine Way every summer' is in the history",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b5_letta_block_pe_response.py", "Letta core block (update, retrieve), turn spans",
     "model answers the swimming day though the block says 'PE on Tuesdays and Thursdays'",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH5_CONTROLS = [
    ("b5_ctl_qdrant_gig_fee_label.py", "qdrant, turn spans",
     "none; label '£350' (memory: £305)", "AnnotationError", None, None),
    ("b5_ctl_chroma_tyre_label.py", "chromadb, script style",
     "none; label '2.5 bar' (memory: 2.3 bar front, 2.1 bar rear)", "AnnotationError", None, None),
    ("b5_ctl_langchain_incubation_date_label.py", "LangChain history, timestamped, turn spans",
     "none; label '11 March' (memory: 'yesterday' said Thu 5 March = 4 March)", "AnnotationError", None, None),
    ("b5_ctl_langgraph_hiking_verdict_label.py", "LangGraph store get, script style",
     "none; label 'Likely no' (memory: walks the Pennine Way every summer)", "AnnotationError", None, None),
]

BATCH6 = [
    ("b6_langmem_repo_conventions_extract.py", "LangMem store manager (async) + LangGraph store",
     "LangMem's extraction of Lena's session drops 'max line length is 110'", "ExtractionError", "langmem.extract",
     "omitted_at_extraction"),
    ("b6_chroma_crm_call_extractor.py", "chromadb + app extractor (litellm), threads",
     "call-notes extractor drops Acme's approved budget ($84,000)", "ExtractionError", "litellm.completion",
     "omitted_at_extraction"),
    ("b6_mem0_isp_support_extract.py", "mem0 infer=True (scripted model), turn spans",
     "mem0's extraction drops the firmware version FRITZ!OS 7.57", "ExtractionError", "mem0.extract",
     "omitted_at_extraction"),
    ("b6_qdrant_async_itinerary_overwrite.py", "AsyncQdrantClient, asyncio, turn spans",
     "schedule-change job's overwrite_payload hits the hotel point (shared PNR)", "UpdateError",
     "qdrant.overwrite_payload", "overwritten"),
    ("b6_langgraph_chores_dedup_merge.py", "LangGraph store + plain-Python dedup",
     "dedup merge put writes Tom's recycling text over Priya's general-waste record", "UpdateError",
     "langgraph.store.put", "overwritten"),
    ("b6_letta_onboarding_block_compact.py", "letta-client core block (stand-in)",
     "tail-keeping block compaction drops the onboarding-buddy line", "UpdateError", "letta.blocks.update",
     "overwritten"),
    ("b6_chroma_coach_retention_delete.py", "chromadb retention job",
     "retention delete(where ts<cutoff) without kind=log removes the physio's no-running note", "DeletionError",
     "chroma.delete", "deleted"),
    ("b6_zep_ticket_close_delete.py", "AsyncZep (stand-in), asyncio",
     "ticket-close cleanup deletes the order-5530 shipping fact its search over-matched", "DeletionError",
     "zep.graph.edge.delete", "deleted"),
    ("b6_graphiti_trip_window_filter.py", "graphiti-core on Kuzu, asyncio, turn spans",
     "untraced trip-window filter drops the Porto hotel fact the search returned", "RetrievalError",
     "graphiti.search", "dropped_by_rerank"),
    ("b6_qdrant_tutor_notes_topk.py", "qdrant-client, ingestion in threads",
     "query_points limit=3 ranks the sign-mistake note 4th", "RetrievalError", "qdrant.query_points",
     "ranked_below_top_k"),
    ("b6_mem0_coach_session_scope.py", "mem0 AsyncMemory infer=False, asyncio, turn spans",
     "search filtered to the current run_id; physio date said in an earlier session", "RetrievalError",
     "mem0.search", "filtered_by_scope"),
    ("b6_llamaindex_fare_compare_response.py", "LlamaIndex Memory, turn spans",
     "model compares bare fares, ignores the 32 EUR bag fee in context", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH6_CONTROLS = [
    ("b6_ctl_langgraph_ci_python_label.py", "LangGraph store (async)",
     "none; label 'CI pins Python 3.12 for the backend' (memory: 3.11)", "AnnotationError", None, None),
    ("b6_ctl_langchain_mock_exam_date_label.py", "LangChain history, timestamps, turn spans",
     "none; label 'Wednesday 12 March' (memory: 'tomorrow' said Mon 10 March)", "AnnotationError", None, None),
    ("b6_ctl_evermemos_plants_who_label.py", "EverMemOS client (stand-in)",
     "none; label 'Tom' (memory: Priya waters the plants while Tom is away)", "AnnotationError", None, None),
    ("b6_ctl_chroma_globex_seats_label.py", "chromadb",
     "none; label '95 seats' (memory: renewed at 120, up from 95)", "AnnotationError", None, None),
]

# Batch 7 (b7_*.py), written by a seventh helper under the same rules (README, user-facing docs, common.py,
# b3_support.py and the instrumentation tests' offline set-ups only; neither the engine nor the batch-1..6 cases read):
# insurance claims, an employment-law intake bot, a property-management bot, a podcast producer, a wedding planner, a
# running log, a language tutor, a bookshop recommender; script style, one root span per turn, asyncio, one app with
# threads.
BATCH7 = [
    ("b7_chroma_claims_quote_extractor.py", "chromadb + app extractor (litellm), script style",
     "call-transcript extractor garbles the plumber's quote €1,840 -> €1,480", "ExtractionError",
     "litellm.completion", "omitted_at_extraction"),
    ("b7_mem0_legal_intake_extract.py", "mem0 infer=True (local model fact book), turn spans",
     "mem0's extraction drops the employer's name (Brightwater Logistics)", "ExtractionError", "mem0.extract",
     "omitted_at_extraction"),
    ("b7_qdrant_async_gas_cert_overwrite.py", "AsyncQdrantClient, asyncio, turn spans",
     "portal sync overwrite_payload merges stale cert text (expires 2 Oct 2025) over the renewal", "UpdateError",
     "qdrant.overwrite_payload", "overwritten"),
    ("b7_langchain_podcast_trim.py", "LangChain history, day-stamped, trim_messages, turn spans",
     "8-message window trims 'record with Amara Osei this Thursday' (said Mon 9 Jun)", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b7_langgraph_wedding_threads_merge.py", "LangGraph store, two worker threads",
     "dietary worker puts back its stale copy: headcount 112 -> 96", "UpdateError", "langgraph.store.put",
     "overwritten"),
    ("b7_mem0_fitness_dedupe_delete.py", "mem0 infer=False + weekly dedupe job, turn spans",
     "dedupe deletes the Harbour 10K race (52:10) as a duplicate of a tempo run", "DeletionError", "mem0.delete",
     "deleted"),
    ("b7_evermemos_tutor_exam_delete.py", "EverMemOS sync client (stand-in) + cleanup job, script style",
     "'forget the mock exam' job deletes every 'exam' hit incl. the DELE exam on 17 May; yes/no with reason",
     "DeletionError", "evermemos.delete", "deleted"),
    ("b7_zep_bookshop_wrong_user.py", "AsyncZep (stand-in), asyncio",
     "search on the logged-in parent's graph, not Mia's: 'tired of Brandon Sanderson'", "RetrievalError",
     "zep.graph.search_edges", "filtered_by_scope"),
    ("b7_letta_contractor_keys_topk.py", "Letta archival passages (stand-in), turn spans",
     "top_k=3 cuts Dunmore Electrical's 'spare set' note; list over three notes", "RetrievalError",
     "letta.passages.search", "ranked_below_top_k"),
    ("b7_chroma_running_season_filter.py", "chromadb where filter, script style",
     "'this season' ts filter hides the Dec 2024 knee injury; 'which came first'", "RetrievalError", "chroma.query",
     "filtered_by_scope"),
    ("b7_llamaindex_venue_vat_response.py", "LlamaIndex Memory, turn spans",
     "model compares £7,150 + VAT with £8,400 incl. VAT on the bare figures", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b7_langgraph_courtesy_car_response.py", "LangGraph store asearch, asyncio",
     "model gives the standard tier's 7 days; customer's Comprehensive Plus gives 14", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH7_CONTROLS = [
    ("b7_ctl_mem0_squat_1rm_label.py", "mem0 infer=False",
     "none; label '110 kg' (memory: 120 kg, up from 110 kg in January)", "AnnotationError", None, None),
    ("b7_ctl_qdrant_rent_other_flat_label.py", "qdrant, turn spans",
     "none; label '£1,150 per month' (2A's rent; 2B pays £1,280)", "AnnotationError", None, None),
    ("b7_ctl_langchain_cake_tasting_date_label.py", "LangChain history, day-stamped, turn spans",
     "none; label 'Saturday 13 September' ('this coming Saturday' said Wed 3 Sep = 6 Sep)", "AnnotationError", None,
     None),
    ("b7_ctl_letta_hearing_venue_label.py", "Letta core block (stand-in)",
     "none; label 'Manchester Employment Tribunal' (the preliminary hearing's; the full hearing is at Leeds)",
     "AnnotationError", None, None),
]

# Batch 8 (b8_*.py), written by an eighth helper under the same rules (README top part, user-facing docs, common.py,
# run_all.py, b3_support.py and the instrumentation tests' offline set-ups only; neither the engine nor any earlier
# case read); every app, fault and expectation committed before any verdict was seen. Domains: customer success,
# clinical trials, recruiting, home energy, a museum guide, a sales CRM, DevOps incidents, student loans, a restaurant,
# a gardening club.
BATCH8 = [
    ("b8_chroma_recruit_extractor.py", "chromadb + app extractor (litellm), script style",
     "extractor drops 'notice period three months'; 'earliest start if she signs 2 March' -> 2 June 2026",
     "ExtractionError", "litellm.completion", "omitted_at_extraction"),
    ("b8_langmem_energy_extract.py", "LangMem store manager (async) + LangGraph store",
     "session-1 extraction drops the heat pump's 9 kW rating", "ExtractionError", "langmem.extract",
     "omitted_at_extraction"),
    ("b8_mem0_csm_extract.py", "mem0 infer=True (scripted model), turn spans",
     "mem0's extraction drops 'renewal date is 30/09/2026'; label '30 September 2026'", "ExtractionError",
     "mem0.extract", "omitted_at_extraction"),
    ("b8_qdrant_trial_overwrite.py", "AsyncQdrantClient, asyncio, turn spans",
     "binder sync re-upserts the pre-amendment 'fast 8 hours' over '10 hours'", "UpdateError", "qdrant.upsert",
     "overwritten"),
    ("b8_langchain_restaurant_trim.py", "LangChain history + trim_messages, turn spans",
     "120-token window trims 'we'll be seven ... wheelchair'", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b8_langgraph_garden_merge.py", "LangGraph store, JSON values (plot in a field), script style",
     "renewal sync merges the stale March row over 'moved to plot 14'", "UpdateError", "langgraph.store.put",
     "overwritten"),
    ("b8_zep_incident_delete.py", "Zep facts (stand-in), tidy-up job, turn spans",
     "incident-close tidy-up deletes 'rollback target for payments-api is v4.12.3'", "DeletionError",
     "zep.graph.edge.delete", "deleted"),
    ("b8_evermemos_loan_delete.py", "EverMemOS async client (stand-in), asyncio",
     "'paid off' clean-up with a 0.4 cut-off deletes the Plan 2 balance memories (£41,250)", "DeletionError",
     "evermemos.delete", "deleted"),
    ("b8_mem0_crm_delete_threads.py", "mem0 infer=False, ingestion in threads",
     "GDPR erasure filtered by company deletes 'Ana Ruiz signs off over $50,000'", "DeletionError", "mem0.delete",
     "deleted"),
    ("b8_langgraph_recruit_ns.py", "LangGraph store search, namespace per requisition, turn spans",
     "search only under req-2051 misses two interviews filed under req-2040; 'A, B and C' list", "RetrievalError",
     "langgraph.store.search", "filtered_by_scope"),
    ("b8_chroma_crm_topk.py", "chromadb timeline, turn spans",
     "n_results=2 cuts the pilot kickoff date; 'which came first'", "RetrievalError", "chroma.query",
     "ranked_below_top_k"),
    ("b8_qdrant_museum_filter.py", "qdrant payload filter, script style",
     "intent filter kind=collection excludes the Gallery 12 closure notice; yes/no with a reason", "RetrievalError",
     "qdrant.query_points", "filtered_by_scope"),
    ("b8_llamaindex_restaurant_response.py", "LlamaIndex Memory, turn spans",
     "model says the cashew pesto is fine for the tree-nut allergy, both in context", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b8_graphiti_trial_response.py", "graphiti-core on Kuzu, asyncio",
     "model says the infusion (10 Feb) came before the MRI (3 Feb), both in context", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b8_chroma_energy_response.py", "chromadb, turn spans",
     "model picks the dearer tariff (GBP 948.25 vs 929.85 computed from rates in context)", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH8_CONTROLS = [
    ("b8_ctl_letta_museum_hours_label.py", "Letta core block (stand-in), turn spans",
     "none; label '8 pm' (block: until 21:00 since 2026, was 20:00 in 2025)", "AnnotationError", None, None),
    ("b8_ctl_qdrant_rollback_label.py", "qdrant runbooks",
     "none; label 'v4.11.0' (memory: payments-api v4.12.3, checkout-web v4.11.0)", "AnnotationError", None, None),
    ("b8_ctl_mem0_loan_unit_label.py", "mem0 AsyncMemory infer=False, asyncio, turn spans",
     "none; label '£185 a week' (memory: £185 a month)", "AnnotationError", None, None),
    ("b8_ctl_langgraph_seedswap_date_label.py", "LangGraph store search, said-on dates",
     "none; label 'Saturday 18 April 2026' (memory: 'this Saturday' said Wed 8 April = 11 April)", "AnnotationError",
     None, None),
    ("b8_ctl_zep_notice_label.py", "Zep facts (stand-in), turn spans",
     "none; label 'one month' (memory: Dana three months, Felix one month)", "AnnotationError", None, None),
]

# Batch 9 (b9_*.py), written by a ninth helper under the same rules (README top part, user-facing docs, common.py,
# run_all.py, b3_support.py and the instrumentation tests' offline set-ups; one earlier case per library for API
# plumbing only; not the engine, its tests, or any verdict): a veterinary clinic, a book club, IT helpdesk asset
# tracking, car rental, pharmacy refills, a tenant portal, a fitness studio, school admissions, a wine shop, airline
# loyalty, a community choir, a dog kennel, a photography workshop, a bike repair shop, a leisure centre; controls: a
# plant nursery, a hotel concierge, a driving school, a coworking space, a removals company.
BATCH9 = [
    ("b9_mem0_vet_extract.py", "mem0 infer=True (scripted model), turn spans",
     "extraction of the 3 March visit drops 'carprofen 25 mg twice a day for ten days'; dose + duration asked",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b9_langmem_bookclub_extract.py", "LangMem store manager (sync) + LangGraph store, script style",
     "extraction pins March on February's host (Tomasz) instead of Ingrid; 'whose place'", "ExtractionError",
     "langmem.extract", "omitted_at_extraction"),
    ("b9_chroma_helpdesk_extractor.py", "chromadb + app extractor (litellm), script style",
     "extractor keeps the disposed laptop's tag IT-3902, drops the new IT-4471", "ExtractionError",
     "litellm.completion", "omitted_at_extraction"),
    ("b9_langchain_carrental_trim.py", "LangChain history + trim_messages (approximate tokens), turn spans",
     "turn-5 trim evicts 'back at the T2 desk by 10:00 on Sunday 14 June'", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b9_letta_pharmacy_block_overwrite.py", "Letta core block (stand-in), turn spans",
     "new short-course path writes blocks.update(value=line), wiping 'Atorvastatin ... 2 refills left'",
     "UpdateError", "letta.blocks.update", "overwritten"),
    ("b9_qdrant_tenant_set_payload.py", "qdrant set_payload, script style",
     "status job's templated set_payload replaces the 'text' key holding the 9 October 8am-12pm booking",
     "UpdateError", "qdrant.set_payload", "overwritten"),
    ("b9_zep_fitness_cancel_delete.py", "Zep facts (stand-in), cancel handler, turn spans",
     "'cancel Tuesday spin' deletes the top-2 hits, the second is 'Thursday spin moves to 7:15 am'",
     "DeletionError", "zep.graph.edge.delete", "deleted"),
    ("b9_langgraph_admissions_withdraw_delete.py", "LangGraph store async, namespace per child, turn spans",
     "'withdraw Leo from Hillcrest' deletes the active child's (Mia's) Hillcrest record with the interview",
     "DeletionError", "langgraph.store.delete", "deleted"),
    ("b9_evermemos_wineshop_ref_delete.py", "EverMemOS sync client (stand-in), script style",
     "order refs ORD-<mmdd> collide; cancelling the Rioja order deletes the Barolo reservation's memories",
     "DeletionError", "evermemos.delete", "deleted"),
    ("b9_qdrant_airline_partners_topk.py", "qdrant, feed ingested by worker threads, script style",
     "query_points limit=3 cuts the Iberia flight; 'Finnair, Iberia and Qatar Airways' list", "RetrievalError",
     "qdrant.query_points", "ranked_below_top_k"),
    ("b9_graphiti_choir_season_scope.py", "graphiti-core on Kuzu, group per season, asyncio",
     "search under stale group choir-2025 misses the 2026 soloist (Lucía Ortega)", "RetrievalError",
     "graphiti.search", "filtered_by_scope"),
    ("b9_chroma_kennel_kind_filter.py", "chromadb where filter (intent router), turn spans",
     "date intent filters kind=booking, leaving out the amendment moving pick-up to Tue 7 April",
     "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b9_llamaindex_darkroom_reldate_response.py", "LlamaIndex Memory, stamped messages, turn spans",
     "'this coming Thursday' said Mon 9 March 2026 answered as 19 March (12 March)", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b9_mem0_bikeshop_quote_response.py", "mem0 infer=False, script style",
     "model totals parts GBP 84.50 + 1.5 h at GBP 40/h as GBP 124.50 (144.50)", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b9_langgraph_pool_rules_response.py", "LangGraph store asearch over two namespaces, asyncio",
     "model says an 11-year-old may lane swim alone; rule: under-12s need an adult in the water", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH9_CONTROLS = [
    ("b9_ctl_qdrant_nursery_count_label.py", "qdrant order lines",
     "none; label '3' (memory: 2 olive trees, 3 bay trees on the same order)", "AnnotationError", None, None),
    ("b9_ctl_zep_spa_time_label.py", "Zep facts (stand-in), turn spans",
     "none; label '5:30 pm' (memory: her spa 4 pm, husband's massage 5:30 pm)", "AnnotationError", None, None),
    ("b9_ctl_langchain_driving_first_label.py", "LangChain history async",
     "none; label 'The practical test' (memory: her theory 14 May, practical 2 July; brother's practical 9 May)",
     "AnnotationError", None, None),
    ("b9_ctl_letta_cowork_desk_label.py", "Letta core block (stand-in), turn spans",
     "none; label 'Desk 14' (memory: desk 22 since 1 March, moved from desk 14)", "AnnotationError", None, None),
    ("b9_ctl_mem0_moving_boxes_label.py", "mem0 AsyncMemory infer=False, asyncio",
     "none; label '12' (memory: 30 medium boxes; 12 large boxes in another delivery)", "AnnotationError", None, None),
]

# Batch 10 (b10_*.py), written by another helper under the same rules (README top, docs except attribution/benchmark,
# common.py, run_all.py, b3_support.py, the instrumentation tests' stand-ins; not the engine, its tests or any verdict):
# new domains (dental practice, sailing club, language school, freight forwarder, hospice rota, student housing,
# cycle shop, podcast production, building permits, piano tuner, wholesale bakery, beekeepers) and eight controls
# whose labels are wrong for eight different reasons.
BATCH10 = [
    ("b10_mem0_dental_anaesthetic_extract.py", "mem0 infer=True (scripted model), turn spans",
     "extraction keeps the warfarin, drops 'palpitations with adrenaline ... prilocaine with felypressin'",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b10_langmem_sailing_crew_extract.py", "LangMem store manager (async ainvoke) + LangGraph store, asyncio",
     "extraction of the crew post leaves out the bowman (Benedikt); 'who's sailing besides the skipper'",
     "ExtractionError", "langmem.extract", "omitted_at_extraction"),
    ("b10_llamaindex_language_school_archive.py", "LlamaIndex Memory, token_limit=300, no blocks, turn spans",
     "turn-6 put archives the placement message (classes 18:30-20:00); label 'an hour and a half'",
     "UpdateError", "llamaindex.memory.archive", "trimmed_from_window"),
    ("b10_qdrant_freight_duty_lost_update.py", "qdrant upsert from two worker threads, script style",
     "ETA worker upserts its stale copy of the file note over the customs clearance (duty GBP 1,842.60)",
     "UpdateError", "qdrant.upsert", "overwritten"),
    ("b10_letta_hospice_rota_replace.py", "Letta agent turn (stand-in), its own memory_replace, turn spans",
     "agent's memory_replace for Thursday's cover rewrites the Tuesday line (Peggy Doyle)",
     "UpdateError", "letta.memory_replace", "overwritten"),
    ("b10_mem0_student_housing_moveout_delete.py", "mem0 infer=False + app move-out handler, script style",
     "handler deletes every memory naming old room B-214, incl. 'B-214 keys back by 11 am' on move day",
     "DeletionError", "mem0.delete", "deleted"),
    ("b10_graphiti_cycleshop_remove_episode.py", "graphiti-core on Kuzu, remove_episode, asyncio",
     "'discard draft' removes the job's latest episode: the completion note with the GBP 117 total",
     "DeletionError", "graphiti.remove_episode", "deleted"),
    ("b10_chroma_podcast_adslots_topk.py", "chromadb query, turn spans",
     "n_results=3 cuts the third episode-52 ad booking (Northwind); count 'three'",
     "RetrievalError", "chroma.query", "ranked_below_top_k"),
    ("b10_langgraph_permits_wrong_ns.py", "LangGraph store asearch, namespace per application, asyncio",
     "profile's stale application no. searches the 2025 shed permit; deck inspection 'this coming Thursday' (3 Jul)",
     "RetrievalError", "langgraph.store.search", "filtered_by_scope"),
    ("b10_qdrant_piano_tuner_threshold.py", "qdrant query_points score_threshold=0.15, turn spans",
     "threshold cuts 'a tuning visit every four months' (score 0.12); the leaflet says once a year",
     "RetrievalError", "qdrant.query_points", "ranked_below_top_k"),
    ("b10_evermemos_bakery_weekly_response.py", "EverMemOS async client (stand-in), asyncio, turn spans",
     "model multiplies the superseded 40/day: 200 a week (55 x 5 = 275)",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b10_zep_beekeeping_order_response.py", "Zep facts (stand-in), script style",
     "model says the May 11th swarm came before the 28/01/2026 varroa treatment",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH10_CONTROLS = [
    ("b10_ctl_qdrant_optician_item_label.py", "qdrant order lines",
     "none; label '129 pounds' (memory: distance glasses GBP 189; reading glasses GBP 129 on the same order)",
     "AnnotationError", None, None),
    ("b10_ctl_llamaindex_mooring_period_label.py", "LlamaIndex Memory, turn spans",
     "none; label '24 pounds a night' (memory: GBP 24 Oct-May, GBP 38 Jun-Sep; question about July)",
     "AnnotationError", None, None),
    ("b10_ctl_zep_school_trip_superseded_label.py", "Zep facts (stand-in), turn spans",
     "none; label 'half past seven' (memory: coach 7:30, later moved to 8:15)", "AnnotationError", None, None),
    ("b10_ctl_mem0_translation_currency_label.py", "mem0 infer=False, turn spans",
     "none; label '1,250 euros' (memory: CHF 1,250; euros only as a future request)", "AnnotationError", None, None),
    ("b10_ctl_chroma_hiking_plan_label.py", "chromadb, script style",
     "none; label 'Ben Lomond' (memory: planned Ben Lomond, walked Conic Hill instead)", "AnnotationError", None, None),
    ("b10_ctl_langchain_tattoo_question_label.py", "LangChain history async",
     "none; label '50 pounds' (memory: client asked 'is it 50?'; studio: now GBP 80)", "AnnotationError", None, None),
    ("b10_ctl_letta_garage_negation_label.py", "Letta core block (stand-in), turn spans",
     "none; label 'Yes, the front discs were replaced' (memory: discs NOT replaced, pads only)",
     "AnnotationError", None, None),
    ("b10_ctl_graphiti_auction_typo_label.py", "graphiti-core on Kuzu, asyncio",
     "none; label '1,840 pounds' (memory: hammered at GBP 1,480; 1,840 nowhere)", "AnnotationError", None, None),
]

# Batch 11 (b11_*.py), written by another helper under the same rules (README top, docs except attribution/benchmark,
# common.py, run_all.py, b3_support.py, one earlier app per library for API plumbing, the instrumentation tests'
# stand-ins; not the engine, its tests or any verdict): public services and trades (council waste desk, council
# housing repairs, heating engineer, parcel depot, planning enquiries, freight ferry desk, home care agency; roofer,
# county library, water utility, recycling centre, vet practice) and five controls whose labels are wrong for five
# reasons not used before (a rejected quote, a hypothetical, an estimate where the exact reading is asked, the other
# end of a range, the right number in a unit that does not convert).
BATCH11 = [
    ("b11_mem0_council_bulky_waste_extract.py", "mem0 infer=True (scripted model), turn spans",
     "extraction keeps the sofa/fridge booking, fee and ref, drops 'Thursday next week, out by 7 am' (said Mon 7 Sep)",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b11_qdrant_housing_repairs_set_payload.py", "qdrant set_payload from two dispatcher threads, script style",
     "flat 21's boiler reschedule set_payload hits flat 12's ticket (digits swapped): damp visit Tue 6 Oct 1-5 pm lost",
     "UpdateError", "qdrant.set_payload", "overwritten"),
    ("b11_chroma_heating_estimate_delete.py", "chromadb delete(where=), script style",
     "housekeeping delete(where kind=estimate) without status=expired removes the live labour estimate (3.5h x GBP 64)",
     "DeletionError", "chroma.delete", "deleted"),
    ("b11_langgraph_courier_depot_topk.py", "LangGraph store search (sync) with filter, script style",
     "search limit=2 over three held parcels; count 'three'",
     "RetrievalError", "langgraph.store.search", "ranked_below_top_k"),
    ("b11_llamaindex_planning_order_response.py", "LlamaIndex Memory, turn spans",
     "model says the site visit (21 Oct) comes before the committee hearing (13 Oct); both in context",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b11_langchain_ferry_checkin_trim.py", "LangChain history async + trim_messages, asyncio, turn spans",
     "turn-5 trim evicts the booking: freight check-in closes 2 hours 15 minutes before the 20:30 sailing",
     "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b11_mem0_homecare_run_scope.py", "mem0 AsyncMemory infer=False, asyncio",
     "search filtered on this visit's run_id misses the care-plan review: two carers for the hoist (yes/no)",
     "RetrievalError", "mem0.search", "filtered_by_scope"),
]
BATCH11_CONTROLS = [
    ("b11_ctl_mem0_roofer_rejected_quote_label.py", "mem0 infer=True (scripted model), turn spans",
     "none; label 'GBP 2,400' (memory: re-felt quote GBP 2,400 turned down; patch repair GBP 350 agreed)",
     "AnnotationError", None, None),
    ("b11_ctl_qdrant_library_loan_hypothetical_label.py", "qdrant query_points with filter, script style",
     "none; label 'Tuesday 3 November' (memory: would have arrived Tue 3 Nov by county van; arrived by post Thu 5 Nov)",
     "AnnotationError", None, None),
    ("b11_ctl_chroma_water_meter_estimate_label.py", "chromadb, turn spans",
     "none; label '4,800 cubic metres' (memory: bill's estimate about 4,800; engineer's reading 4,817)",
     "AnnotationError", None, None),
    ("b11_ctl_langgraph_recycling_range_end_label.py", "LangGraph store asearch, asyncio",
     "none; label '4 pm' (memory: Sundays 10:00 to 16:00; question: when does it open)", "AnnotationError", None, None),
    ("b11_ctl_llamaindex_vet_dose_units_label.py", "LlamaIndex Memory, turn spans",
     "none; label '1.8 mg' (memory: 1.8 ml of the 1.5 mg/ml suspension = 2.7 mg)", "AnnotationError", None, None),
]

# Batch 12 (b12_*.py), written by a twelfth helper under the same rules (README top, docs except attribution/benchmark,
# common.py, run_all.py, b3_support.py, the instrumentation tests' stand-ins, one earlier app per library for API
# plumbing; not the engine, its tests or any verdict): hobbies, households and small businesses (a home-brew club's
# kit library, a neighbour's cat-sitting chat, a florist's trade orders, a pottery studio's kiln log, a flat share, a
# vintage consignment shop, a mobile dog groomer) and five controls whose labels are wrong for five new reasons
# (a counterfactual figure, the other end of a range, a rejected proposal, the whole where a part is asked, a rounded
# figure where the exact one is asked).
BATCH12 = [
    ("b12_langmem_brewclub_loan_delete.py", "LangMem store manager (sync, deletes on) + LangGraph store, turn spans",
     "'wort chiller is back' post: the manager's RemoveDoc deletes the fermenter loan (Harriet Cole, due 21 June)",
     "DeletionError", "langmem.extract", "deleted"),
    ("b12_litellm_catsitter_trim.py", "plain litellm chat, app trims dict history with trim_messages, turn spans",
     "turn-7 trim (400 approx. tokens) drops the owner's note: half a tablet at 7:30 am / 7:30 pm",
     "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b12_letta_florist_standing_rethink.py", "Letta agent turn (stand-in), its own memory_rethink, turn spans",
     "agent's whole-block rewrite pausing the Crown Hotel leaves out 'Bistro Lune: 6 posies Fridays, 4 pm'",
     "UpdateError", "letta.memory_rethink", "overwritten"),
    ("b12_zep_pottery_kiln_duration_response.py", "Zep facts (AsyncZep, stand-in), asyncio, turn spans",
     "model computes 9:40 pm Fri -> 7:25 am Sat as 10 h 15 min (9 h 45 min)",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b12_evermemos_flatshare_boiler_scope.py", "EverMemOS sync client (stand-in), shared group, script style",
     "search passes the asker's user_id (joe); Priya's 'boiler engineer this Thursday 8-1' (said Mon 9 Mar) left out",
     "RetrievalError", "evermemos.search", "filtered_by_scope"),
    ("b12_graphiti_consignment_items_extract.py", "graphiti-core on Kuzu, group per consignor, asyncio",
     "extraction of the 12 May intake drops the Harris tweed cape; 'which pieces' list of three",
     "ExtractionError", "graphiti.add_episode", "omitted_at_extraction"),
    ("b12_chroma_doggroomer_recent_filter.py", "chromadb where filter on logged_day, notes synced by threads",
     "app's 'last 30 days' filter drops the February note with side-gate code 4471",
     "RetrievalError", "chroma.query", "filtered_by_scope"),
]
BATCH12_CONTROLS = [
    ("b12_ctl_mem0_energy_bill_counterfactual_label.py", "mem0 infer=True (scripted model), turn spans",
     "none; label '212.90 pounds' (memory: March bill GBP 168.40; 212.90 only what the old tariff would have cost)",
     "AnnotationError", None, None),
    ("b12_ctl_qdrant_market_setup_range_label.py", "qdrant, script style",
     "none; label '7:45 am' (memory: set-up window 6:30 to 7:45 am; earliest start asked)", "AnnotationError", None,
     None),
    ("b12_ctl_langgraph_allotment_rejected_fee_label.py", "LangGraph store async, asyncio",
     "none; label '45 pounds a year' (memory: rise to GBP 45 proposed, voted down; stays GBP 38)",
     "AnnotationError", None, None),
    ("b12_ctl_llamaindex_softplay_party_total_label.py", "LlamaIndex Memory, turn spans",
     "none; label '24' (memory: 24 in total, 18 children and 6 adults; children's meals asked)",
     "AnnotationError", None, None),
    ("b12_ctl_letta_restorer_hours_rounded_label.py", "Letta archival passages (stand-in), script style",
     "none; label '40 hours' (memory: timesheet 37.5 hours; 'about 40 hours' said to the customer)",
     "AnnotationError", None, None),
]

# Batch 13 (b13_*.py), written by a thirteenth helper under the same rules (README top, docs except attribution/
# benchmark, common.py, run_all.py, b3_support.py, the instrumentation tests' stand-ins, one earlier app per library
# for API plumbing; not the engine, its tests or any verdict): sport clubs, travel, schools, small offices and home
# repairs (a tennis club's notices, a group ski trip, a primary school's trip admin, a heating firm's booking chat, a
# rowing club's training log, an accountancy office's facilities notes, a villa holiday agency) and five controls
# whose labels are wrong for five reasons (another person's value in the same line, a part where the whole is asked,
# a former contractor, the place of another activity, the same time in another time zone).
BATCH13 = [
    ("b13_mem0_tennis_juniors_extract.py", "mem0 infer=True (scripted model), turn spans",
     "extraction of the 2 May juniors notice keeps coach and fee, drops 'from next Sat 9.30-11'",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b13_qdrant_ski_shuttle_topk.py", "qdrant query_points with filter, bookings synced by threads, script style",
     "limit=3 over four shuttle bookings (Ana, Ben, Chloe, Dev); count 'four'",
     "RetrievalError", "qdrant.query_points", "ranked_below_top_k"),
    ("b13_langgraph_school_trip_consent_delete.py", "LangGraph store async (aput/adelete/asearch), asyncio",
     "clean-up's loose name match deletes Ruby O'Neill's Y5 record for Y6's Ruby O'Neal; yes/no 'slip back'",
     "DeletionError", "langgraph.store.delete", "deleted"),
    ("b13_langchain_boiler_callout_trim.py", "LangChain history (sync) + trim_messages, turn spans",
     "turn-5 trim evicts the booking: engineer arrives between 8 and 10 am (answer takes the flush's 'from 1 pm')",
     "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b13_zep_rowing_outings_total_response.py", "Zep facts (sync client, stand-in), script style",
     "model adds 1 h 45 + 50 min + 2 h 20 as 4 h 35 (4 h 55)",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b13_letta_office_cleaners_replace.py", "Letta agent turn (stand-in), its own memory_replace, turn spans",
     "agent's line replace for the cleaners' new days drops 'key safe by the side door, code 2590'",
     "UpdateError", "letta.memory_replace", "overwritten"),
    ("b13_langmem_villa_arrival_extract.py", "LangMem store manager (sync) + LangGraph store, turn spans",
     "manager's extraction of the flights email keeps key box and car hire, drops 'lands 23:50' on 3/8",
     "ExtractionError", "langmem.extract", "omitted_at_extraction"),
]
BATCH13_CONTROLS = [
    ("b13_ctl_mem0_swim_gala_sibling_label.py", "mem0 infer=False, turn spans",
     "none; label 'heat 3' (memory: Finn heat 6; heat 3 is his sister Isla's, same line)", "AnnotationError", None,
     None),
    ("b13_ctl_llamaindex_office_lease_part_label.py", "LlamaIndex Memory, turn spans",
     "none; label '14,400 pounds' (memory: rent 14,400 + service charge 2,100 = 16,500 a year; total asked)",
     "AnnotationError", None, None),
    ("b13_ctl_evermemos_tenants_former_contractor_label.py", "EverMemOS async client (stand-in), asyncio, turn spans",
     "none; label 'Kwik Fix (Dave)' (memory: repairs go to HomeSure since 1 April; Kwik Fix no longer)",
     "AnnotationError", None, None),
    ("b13_ctl_chroma_u14_training_venue_label.py", "chromadb where filter, script style",
     "none; label 'Priory Fields' (memory: training Tue at Priory Fields; Saturday's match away at Oakmead Rec)",
     "AnnotationError", None, None),
    ("b13_ctl_litellm_exchange_landing_timezone_label.py", "plain litellm chat with dict history, turn spans",
     "none; label '14:20' (memory: landed 14:20 Toronto local = 19:20 UK; UK time asked)", "AnnotationError", None,
     None),
]

# Batch 14 (b14_*.py), written by a fourteenth helper under the same rules (README top, docs except attribution/
# benchmark, common.py, run_all.py, b3_support.py, the instrumentation tests' stand-ins, one earlier app per library
# for API plumbing; not the engine, its tests or any verdict): smallholdings, community radio, second-hand and charity
# shops, a food bank, cycling and classic car clubs (a smallholder's diary, a radio producer's guest bookings and a
# studio handover chat, a furniture shop's stock, a club ride log, a Mini club's announcements, a hospice's three
# shops) and five controls whose labels are wrong for five reasons (another member's amount in the same note, the
# other car's date in the same message, a time a listener asked about, a figure corrected later, a target where the
# result is asked).
BATCH14 = [
    ("b14_mem0_smallholding_farrier_extract.py", "mem0 infer=True (scripted model), turn spans",
     "extraction of the 3 Mar diary entry keeps farrier's name and fee, drops 'booked Thu 12/3 @ 2.15pm'",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b14_letta_radio_guest_passage_delete.py", "Letta archival passages (stand-in), script style",
     "housekeeping job reads 'Fri 3/4' month-first and deletes Kez's future breakfast-show booking",
     "DeletionError", "letta.passages.delete", "deleted"),
    ("b14_chroma_secondhand_reserved_upsert.py", "chromadb update + nightly upsert, turn spans",
     "till export upserts the morning snapshot of SKU 2231 over the 'RESERVED - Mrs Daly, collecting Sat' note",
     "UpdateError", "chroma.upsert", "overwritten"),
    ("b14_langgraph_cycleclub_march_km_topk.py", "LangGraph store async (aput/asearch) with filter, asyncio",
     "asearch limit=3 over four March club runs (62+48+75+54 km); total '239 km'",
     "RetrievalError", "langgraph.store.search", "ranked_below_top_k"),
    ("b14_zep_minis_agm_reldate_response.py", "Zep facts (sync client, stand-in), script style",
     "model counts 'AGM a fortnight today' (posted Sun 8 Mar) from the question day: Thu 26 Mar, not Sun 22 Mar",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b14_langchain_radio_handover_trim.py", "LangChain history async + trim_messages, asyncio, turn spans",
     "turn-6 trim evicts the handover ('Folk on Saturday cut to 45 mins'); answer gives the usual 2 hrs",
     "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b14_qdrant_hospiceshops_branch_scope.py", "qdrant query_points with branch filter, turn spans",
     "branch filter from the volunteer's profile (Northgate), not the shop asked about (Riverside); names",
     "RetrievalError", "qdrant.query_points", "filtered_by_scope"),
]
BATCH14_CONTROLS = [
    ("b14_ctl_mem0_cycleclub_kit_other_member_label.py", "mem0 infer=False, turn spans",
     "none; label 'GBP 74' (memory: Priya owes GBP 58; GBP 74 is Dave's, same note)", "AnnotationError", None, None),
    ("b14_ctl_llamaindex_carclub_mot_other_vehicle_label.py", "LlamaIndex Memory, turn spans",
     "none; label '2 September 2026' (memory: Spitfire MOT 14/05/26; 02.09.26 is the Minor's, same message)",
     "AnnotationError", None, None),
    ("b14_ctl_litellm_radio_listener_question_label.py", "plain litellm chat with full dict history, turn spans",
     "none; label '8am' (memory: a listener asked 'does it now start at 8am?'; schedule says 9.00-10.00)",
     "AnnotationError", None, None),
    ("b14_ctl_evermemos_foodbank_raffle_corrected_label.py", "EverMemOS sync client (stand-in), turn spans",
     "none; label 'GBP 412' (memory: raffle GBP 412 corrected the same evening to GBP 387, float counted in)",
     "AnnotationError", None, None),
    ("b14_ctl_graphiti_orchard_juice_target_label.py", "graphiti-core on Kuzu, asyncio",
     "none; label '400 litres' (memory: aim 400 L; 352 litres pressed)", "AnnotationError", None, None),
]

# Batch 15 (b15_*.py), written by a fifteenth helper under the same rules (README top, docs except attribution/
# benchmark, common.py, run_all.py, b3_support.py, the instrumentation tests' stand-ins, one earlier app per library
# for API plumbing; not the engine, its tests or any verdict): music lessons and choirs, allotments, freelancers and
# invoices, dentists and opticians, weddings and parties (a piano teacher's lesson notes, a video editor's job
# notebook, an opticians' patient notes, a wedding planner's supplier board, a choir's group chat, an allotment
# society's notices, a patient's dental admin) and five controls whose labels are wrong for five reasons (a booking a
# later call moved, the right number in the wrong unit, the date where the place was asked, a number only asked
# about, a value the client refused).
BATCH15 = [
    ("b15_mem0_piano_exam_extract.py", "mem0 infer=True (scripted model), turn spans",
     "extraction of the 3/3 lesson note keeps aural remarks and what to bring, drops 'Gr 4 exam Thurs week, 2.15pm, "
     "St Cuthbert's church hall'", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b15_chroma_invoice_rate_month_filter.py", "chromadb where filter, script style, answer needs two records",
     "invoice query scoped to month 2026-02 drops the Nov rate card (GBP 380/day, 210/half); Feb log kept; "
     "GBP 1,560 asked", "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b15_qdrant_optician_lens_order_delete.py", "qdrant, branch sync and housekeeping in threads",
     "housekeeping delete (kind=appointment, day < 49) also removes the eye-test note filed on the appointment form "
     "(varifocals ordered)", "DeletionError", "qdrant.delete", "deleted"),
    ("b15_langgraph_wedding_dietary_stale_put.py", "LangGraph store async (aget/aput/asearch), asyncio, two writers",
     "reminder task puts back its stale caterer record, losing the planner's RSVP tally (8 special meals)",
     "UpdateError", "langgraph.store.put", "overwritten"),
    ("b15_langchain_choir_rehearsal_char_budget.py", "LangChain history async (aget_messages) + trim_messages with "
     "the app's character budget, asyncio, turn spans",
     "dress-rehearsal message (7.15-9.30pm) read back in full, then cut by the 800-character budget",
     "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b15_zep_allotment_events_first_response.py", "Zep facts (sync client, stand-in), script style",
     "model says the seed swap (Sat 7/3) comes before the pruning workshop (Sun 22nd Feb)",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b15_langmem_dentist_referral_extract.py", "LangMem store manager (sync) + LangGraph store, turn spans",
     "manager's extraction of the 2 April message keeps tooth, band-3 charge and painkillers, drops the referral to "
     "Dr Imogen Salt (Castlegate)", "ExtractionError", "langmem.extract", "omitted_at_extraction"),
]
BATCH15_CONTROLS = [
    ("b15_ctl_mem0_hygienist_moved_label.py", "mem0 infer=False, phones synced by threads, script style",
     "none; label 'Tuesday 19 May at 3.20 pm' (memory: booked Tue 19 May 3.20pm, then moved to Wed 27 May 8.50am)",
     "AnnotationError", None, None),
    ("b15_ctl_llamaindex_allotment_plot_size_unit_label.py", "LlamaIndex Memory, turn spans",
     "none; label '125 square feet' (memory: half plot, 125 m2, approx 5 rods)", "AnnotationError", None, None),
    ("b15_ctl_evermemos_choir_concert_venue_label.py", "EverMemOS async client (stand-in), asyncio, turn spans",
     "none; label 'Saturday 27 June' (memory: concert Sat 27 June at St Mary's, Eastgate; the place asked)",
     "AnnotationError", None, None),
    ("b15_ctl_letta_party_room_capacity_question_label.py", "Letta core memory block (stand-in), script style",
     "none; label '80' (memory: asked whether the room could take 80; fire cert max 60 standing / 40 seated)",
     "AnnotationError", None, None),
    ("b15_ctl_graphiti_copywriter_terms_negation_label.py", "graphiti-core on Kuzu (scripted LLM), asyncio",
     "none; label '14 days' (memory: client refused 14-day terms; pays 45 days from month end)",
     "AnnotationError", None, None),
]

BATCH16 = [
    ("b16_mem0_vet_kennelcough_extract.py", "mem0 infer=True (scripted model), turn spans",
     "extraction of the 12/5 vet note keeps booster, weight and teeth, drops 'KC vacc ... booked Thu 4/6 9.40am, "
     "nurse clinic'", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b16_chroma_bookclub_venue_kind_filter.py", "chromadb where filter, script style",
     "meeting query scoped to kind=schedule drops the chat note moving June's meeting to the Crown's back snug",
     "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b16_qdrant_schoolrun_swap_delete.py", "qdrant, weekly clear-out in a thread, script style",
     "clear-out (kind=rota, week < 25) deletes Tom's lasting swap (Weds for good from w/c 8/6); term plan says Amara",
     "DeletionError", "qdrant.delete", "deleted"),
    ("b16_langgraph_craftfair_pitch_stale_put.py", "LangGraph store sync (get/put/search), two writers in threads",
     "sales-tally thread puts back its stale fair record, losing the pitch move (A7 -> B14 in Hall 2)",
     "UpdateError", "langgraph.store.put", "overwritten"),
    ("b16_zep_residents_defib_total_response.py", "Zep facts (sync client, stand-in), script style",
     "model totals the defib fund as GBP 460.50, leaving out the GBP 500 grant in its context (GBP 960.50)",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b16_langchain_schoolrun_gala_trim.py", "LangChain history + trim_messages (last 8 messages), turn spans",
     "turn 5's trim drops the gala note (collect from Kingsway leisure centre, 3.45)", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b16_llamaindex_craftfair_hours_response.py", "LlamaIndex Memory, turn spans",
     "model gives 6 hours (doors 10-4) for the day from 8.30am setup to off site by 5pm (8.5 h)",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH16_CONTROLS = [
    ("b16_ctl_mem0_bookclub_finished_count_label.py", "mem0 infer=False, get_all, script style",
     "none; label '5' (memory: 5 picks, Wolf Hall given up at p.200; 4 finished)", "AnnotationError", None, None),
    ("b16_ctl_letta_library_renewal_due_label.py", "Letta core memory block (stand-in), script style",
     "none; label '3 March' (memory: due 3 March, then renewed on the app 28/2 - good till 21/3)",
     "AnnotationError", None, None),
    ("b16_ctl_evermemos_carpool_setoff_time_label.py", "EverMemOS async client (stand-in), asyncio, turn spans",
     "none; label '8.40' (memory: out of mine 8.10 ..., at the gates for 8.40; set-off time asked)",
     "AnnotationError", None, None),
    ("b16_ctl_qdrant_vet_weight_target_label.py", "qdrant filtered search, script style",
     "none; label '5.5 kg' (memory: weigh-in 6.4kg; vet wants her nearer 5.5 by the autumn)",
     "AnnotationError", None, None),
    ("b16_ctl_langchain_residents_chair_declined_label.py", "LangChain chat history (no trim), turn spans",
     "none; label 'Dev' (memory: Dev put forward, said he'd rather keep doing the books; Sandra Okoye voted in)",
     "AnnotationError", None, None),
]

BATCH17 = [
    ("b17_mem0_physio_rebook_extract.py", "mem0 infer=True (scripted model), turn spans",
     "extraction of the 10/6 physio note keeps progress and the Bupa auth, drops 'rebooked for next Weds 2.15 w/ "
     "Sian'", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b17_chroma_kitchen_quotes_topk.py", "chromadb query n_results=3, script style",
     "'how many quotes' query keeps the plumber's and sparky's quotes, ranks the plasterer's (Kev Lowe, 780) fourth",
     "RetrievalError", "chroma.query", "ranked_below_top_k"),
    ("b17_langgraph_fivea_side_fixture_delete.py", "LangGraph store (put/search/delete), tidy-up in a thread",
     "tidy-up deletes the rained-off round 7 by its old date, losing the replay (Thu 18/6 8pm); 'which first'",
     "DeletionError", "langgraph.store.delete", "deleted"),
    ("b17_qdrant_travel_hotel_stale_upsert.py", "AsyncQdrantClient, asyncio, script style",
     "inbox sync upserts the original 3-night Lisbon hotel booking over the 4-night extension", "UpdateError",
     "qdrant.upsert", "overwritten"),
    ("b17_langchain_houseshare_fajita_list_trim.py", "LangChain history + trim_messages (last 8 messages), turn spans",
     "turn 5's trim drops Marek's part of the fajita list (3 peppers, 2 limes, sour cream)", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b17_zep_fivea_side_subs_count_response.py", "Zep facts (sync client, stand-in), script style",
     "model counts 2 paid subs (Jamal, Ste), missing Tom in 'Tom and Ste both paid' in its context (3)",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b17_llamaindex_travel_return_train_response.py", "LlamaIndex Memory, turn spans",
     "model resolves 'back the Sunday after next' (said Mon 6 Jul) to Sun 12 Jul, not Sun 19 Jul", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH17_CONTROLS = [
    ("b17_ctl_mem0_roofer_paid_vs_quote_label.py", "mem0 infer=False, search, script style",
     "none; label 'GBP 4,200' (memory: quote 4,200 all in; 'Sent him 3,950 - he knocked 250 off')",
     "AnnotationError", None, None),
    ("b17_ctl_letta_physio_sessions_other_patient_label.py", "Letta core memory block (stand-in), script style",
     "none; label '5' (memory: Joan Pearce done 4 of her 6; her husband Graham has 5 left)", "AnnotationError", None,
     None),
    ("b17_ctl_evermemos_edinburgh_hotel_other_trip_label.py", "EverMemOS async client (stand-in), asyncio, turn spans",
     "none; label 'Premier Inn Leith' (memory: New Year trip at Leith; August trip at Premier Inn Haymarket)",
     "AnnotationError", None, None),
    ("b17_ctl_qdrant_pitch_hire_estimate_label.py", "qdrant filtered search, script style",
     "none; label 'about GBP 600' (memory: budget 'about GBP 600'; invoice 11 wks @ 52.50 = GBP 577.50)",
     "AnnotationError", None, None),
    ("b17_ctl_langgraph_houseshare_shop_day_label.py", "LangGraph store async (aput/asearch), asyncio, turn spans",
     "none; label 'Saturday 20 June' (memory: Mon plan Sat at Aldi; Thu: car in garage, Tesco delivery Sun 21st 6-7pm)",
     "AnnotationError", None, None),
]

# Batch 18 (b18_*.py), held out: written by a helper that read neither the engine nor any verdict (README top, docs
# except attribution/benchmark, common.py, run_all.py, b3_support.py, the stand-ins, one earlier app per library).
# Long, noisy memory (20-30 records with look-alike distractors), multi-hop, temporal and inference questions: a
# university course office, a car's servicing and MOT history, an allotment diary, a small IT helpdesk, moving house.
BATCH18 = [
    ("b18_mem0_helpdesk_loaner_extract.py", "mem0 infer=True (scripted model), turn spans, 22 ticket notes",
     "extraction of the #3318 note keeps Priya's Dell repair (depot 10/3, 5-7 working days), drops 'She's on LN-04 "
     "(old ThinkPad T480)'", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b18_chroma_courseoffice_replacement_room_topk.py", "chromadb, script style, 28 notes, two-record question",
     "n_results=4 keeps 'HIS204 Tue 3/3 off - replaced by Thu 5/3 11-1' but ranks the booking 'Thu 5/3 11-1 Okafor "
     "extra -> Arts Tower G.14' below the cut", "RetrievalError", "chroma.query", "ranked_below_top_k"),
    ("b18_qdrant_movinghouse_engineer_done_delete.py", "qdrant, tidy-up in a thread, script style, 28 to-dos",
     "tidy-up (kind=todo, status=done) deletes the 'Virgin cancelled - DONE' to-do that also holds the BT engineer "
     "Tue 21/4 8am-1pm; 'free on Tue 21st morning?'", "DeletionError", "qdrant.delete", "deleted"),
    ("b18_langgraph_car_mot_stale_put.py", "LangGraph store sync, two writers in threads, 26 visit records",
     "invoice importer puts back its stale Fabia status (MOT due 5/3/26), losing Claire's 'passed 3/3/26, next due "
     "2/3/27'; days-from-today asked", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b18_langchain_allotment_leeks_trim.py", "LangChain history + trim_messages (last 22), turn spans",
     "turn 12's trim drops the leek note (plant out w/c 25/5); 'away 23-31 May - any clash?'",
     "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b18_zep_van_mot_retest_days_response.py", "Zep facts (sync client, stand-in), script style, 22 notes",
     "model says 10 days between the MOT fail (Mon 1/9/25) and the retest pass (Fri 12/9/25); 11 days",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b18_llamaindex_courseoffice_resit_board_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "model says Dr Mensah can chair on Wed 11 March at 2 though 'conference in Lisbon Tue 10 to Thu 12 March' is in "
     "its context", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH18_CONTROLS = [
    ("b18_ctl_mem0_helpdesk_reraised_ticket_label.py", "mem0 infer=False, get_all, script style",
     "none; label '3296' (memory: 3296 auto-closed, the same problem logged again as #3314)",
     "AnnotationError", None, None),
    ("b18_ctl_qdrant_car_service_mileage_label.py", "qdrant filtered search, script style",
     "none; label '97,150 miles' (memory: Fabia 61,480 mi; 97,150 is the Transit's, same invoice line)",
     "AnnotationError", None, None),
    ("b18_ctl_letta_courseoffice_extension_granted_label.py", "Letta core memory block (stand-in), script style",
     "none; label '2 March' (memory: Jamal emailed 2/3; EC panel agreed 10 days on Mon 9/3)",
     "AnnotationError", None, None),
    ("b18_ctl_evermemos_removals_day_label.py", "EverMemOS async client (stand-in), asyncio, turn spans",
     "none; label 'Thursday 16 April' (memory: Dad put forward Thu 16th; Hargreaves booked Fri 17/4 8am)",
     "AnnotationError", None, None),
    ("b18_ctl_langchain_allotment_first_courgette_label.py", "LangChain chat history (no trim), turn spans",
     "none; label '11 June' (memory: first courgette 20/6; Pat on plot 9 had hers on the 11th)",
     "AnnotationError", None, None),
]

# Batch 19 (b19_*.py), held out: written by a helper that read neither the engine nor any verdict (README top, docs
# except attribution/benchmark, common.py, run_all.py, b3_support.py, the stand-ins, one earlier app per library).
# Notes and chats as people write them (shorthand, several facts a record, corrections in passing) about a dog-walking
# business, a community choir, a small landlord's lettings, a family's medicines and a youth football club.
BATCH19 = [
    ("b19_mem0_dogwalk_spare_key_extract.py", "mem0 infer=True (scripted model), turn spans, 18 notes",
     "extraction of the 29/5 rota note keeps Sasha's leave and Tomasz's cover, drops 'gave him their spare key today'; "
     "'who's got the Okoros' spare key?'", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b19_chroma_lettings_boiler_keyword_where.py", "chromadb, script style, 20 notes, where + where_document",
     "query for 'Is the boiler at 1B fixed yet?' keeps only notes containing 'boiler'; the engineer's note (diverter "
     "valve, part on order, back Tue 17th) never says boiler", "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b19_qdrant_football_shirts_season_delete.py", "qdrant, script style, 18 kit notes",
     "clear-out of 2024-25 loans deletes the U12s' live loan of 4 U11 home shirts (back after 5/7); 'how many can we "
     "hand out on 28/6?' (16 - 4)", "DeletionError", "qdrant.delete", "deleted"),
    ("b19_langgraph_choir_dress_rehearsal_lost_update.py", "LangGraph store sync, two writers in threads",
     "ticket sync puts back its stale summer-concert record, losing Alan's 'now a week today, Thu, 7pm' (said Thu "
     "26/6); 'when's the dress rehearsal?'", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b19_langchain_family_meds_inr_trim.py", "LangChain history + trim_messages (last 22), turn spans",
     "turn 12's trim drops turn 1 (Dad's INR check moved to 'next Tues 9.20'); 'which is first, Dad's INR or Gran's "
     "eye clinic?'", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b19_zep_lettings_deposit_return_response.py", "Zep facts (sync client, stand-in), script style, 18 notes",
     "model says GBP 1,065 back from Kerry's GBP 1,150 deposit, leaving out the agreed GBP 40 blind; GBP 1,025",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b19_llamaindex_football_away_fixtures_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "model lists 2 away games in Sept, missing Coalville 20/9 swapped to theirs in passing (pitch re-seeding)",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH19_CONTROLS = [
    ("b19_ctl_mem0_dogwalk_friday_slot_label.py", "mem0 infer=False, get_all, script style",
     "none; label '11.30' (memory: Luna Mon-Thu 11.30, 'Fridays she's 2 not 11.30')",
     "AnnotationError", None, None),
    ("b19_ctl_qdrant_football_subs_last_season_label.py", "qdrant filtered search, script style",
     "none; label 'GBP 180' (memory: subs 24/25 GBP 180; AGM 3/7/25 voted GBP 195 for 25/26)",
     "AnnotationError", None, None),
    ("b19_ctl_letta_meds_gp_dose_label.py", "Letta core memory block (stand-in), script style",
     "none; label '15mg' (memory: pharmacist suggested 15mg; GP went for 30mg 'not the 15')",
     "AnnotationError", None, None),
    ("b19_ctl_evermemos_lettings_tenancy_end_label.py", "EverMemOS async client (stand-in), asyncio, turn spans",
     "none; label '31 August' (memory: 1A Jodie + Sam's term ends 31/8; Marek's at 1B 'up 14/10')",
     "AnnotationError", None, None),
    ("b19_ctl_chroma_choir_hall_hire_quote_label.py", "chromadb, script style",
     "none; label 'GBP 180' (memory: Methodist hall quoted GBP 180; booked 'for GBP 150 in the end')",
     "AnnotationError", None, None),
]

# Batch 20 (b20_*.py), held out: written by a helper that read neither the engine nor any verdict (README top, docs
# except attribution/benchmark, common.py, run_all.py, b3_support.py, the stand-ins, one earlier app per library).
# Notes and chats as people write them about a village shop, a running club, a wedding photographer, a household's
# utilities and meter readings, and a primary school PTA.
BATCH20 = [
    ("b20_mem0_villageshop_milk_supplier_extract.py", "mem0 infer=True (scripted model), turn spans, 17 notes",
     "extraction of the 27/8 note keeps Dairy Direct's price rise, drops 'rang Hollins Farm, Jen ... milk + cream "
     "from Mon 8/9'; 'who's bringing our milk now?'", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b20_chroma_runclub_5k_topk.py", "chromadb, script style, 20 notes, n_results=5",
     "query for 'who's quicker over 5k, Priya or Jo?' misses Jo's 22:48 PB (rank 11), keeps her old 24:10 and "
     "Priya's 23:30", "RetrievalError", "chroma.query", "ranked_below_top_k"),
    ("b20_qdrant_wedding_balance_delete.py", "qdrant, script style, 19 notes",
     "clear-out of closed enquiries deletes the Harts' deposit note (GBP 400, filed in their enquiry thread); 'how "
     "much is still owed?' (1,650 - 400)", "DeletionError", "qdrant.delete", "deleted"),
    ("b20_langgraph_pta_tombola_lost_update.py", "LangGraph store sync, two writers in threads",
     "float sync puts back its stale tombola record, losing Kirsty's 'Becky instead of Sam' for 1-2pm; 'who's on "
     "the tombola 1-2?'", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b20_langchain_utilities_meter_trim.py", "LangChain history + trim_messages (last 22), turn spans",
     "turn 12's trim drops turn 1 (actual 1/3 reading 45,212); model uses Octopus's 44,900 estimate; 'units since "
     "March?' (46,118 - 45,212 = 906)", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b20_zep_wedding_shotlist_response.py", "Zep facts (sync client, stand-in), script style, 16 notes",
     "model lists 4 group shots, leaving out the 14 cousins on the bridge asked for in passing",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b20_llamaindex_runclub_entries_reldate_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "model reads 'entries close a week tomorrow' (sent Thu 12/6) as Fri 13/6 and says no on Mon 16/6; Fri 20/6",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH20_CONTROLS = [
    ("b20_ctl_mem0_villageshop_mincepies_draft_label.py", "mem0 infer=False, get_all, script style",
     "none; label '40 boxes' (memory: draft 40; order sent 3/11 'cut the mince pies back to two dozen')",
     "AnnotationError", None, None),
    ("b20_ctl_qdrant_utilities_annexe_meter_label.py", "qdrant filtered search, script style",
     "none; label '12,406' (memory: 1/6 under the stairs 46,118; Mum's annexe meter in the garage 12,406)",
     "AnnotationError", None, None),
    ("b20_ctl_letta_pta_bouncy_castle_offer_label.py", "Letta core memory block (stand-in), script style",
     "none; label \"Dan's brother\" (memory: offer turned down, no insurance; booked Bounce-About)",
     "AnnotationError", None, None),
    ("b20_ctl_evermemos_runclub_half_time_label.py", "EverMemOS async client (stand-in), asyncio, turn spans",
     "none; label '1:34:50' (memory: that was Sian's; Marcus 'came in at 1:38:12')",
     "AnnotationError", None, None),
    ("b20_ctl_chroma_wedding_may_deposits_label.py", "chromadb, script style",
     "none; label 'GBP 1,200' (memory: April GBP 1,200; May GBP 1,050)",
     "AnnotationError", None, None),
]

# Batch 21 (b21_*.py), held out: written by a helper that read neither the engine nor any verdict (README top, docs
# except attribution/benchmark, common.py, run_all.py, b3_support.py, the stand-ins, one earlier app per library).
# Notes and chats as people write them about a cattery and boarding kennels, a parish council, a bicycle repair
# workshop, an amateur theatre group, and a home-schooling family and its co-op.
BATCH21 = [
    ("b21_mem0_cattery_insulin_extract.py", "mem0 infer=True (scripted model), turn spans, 16 notes",
     "extraction of the 2/10 booking note keeps Biscuit's dates, pen and wet-food diet, drops 'insulin 2 units twice "
     "a day WITH food, 7am + 7pm'; 'does Biscuit need any medication?'", "ExtractionError", "mem0.extract",
     "omitted_at_extraction"),
    ("b21_qdrant_parish_meeting_venue_filter.py", "qdrant filtered query (kind=meeting), script style, 18 notes",
     "the clerk's email booking the Methodist schoolroom for 14/10 (hall floor being sanded) is filed as kind "
     "'email'; 'where's Tuesday's full council meeting?' gets the standing village-hall note",
     "RetrievalError", "qdrant.query_points", "filtered_by_scope"),
    ("b21_chroma_bikeshop_pickup_delete.py", "chromadb, script style, 18 notes",
     "tidy-up of arrived parts deletes the 13/9 note that also says Mr Dale can collect his Brompton 'Tues after 4'; "
     "'what date did we give Mr Dale?' (Tue 16/9)", "DeletionError", "chroma.delete", "deleted"),
    ("b21_langgraph_theatre_matinee_seats_lost_update.py", "LangGraph store sync, two writers in threads",
     "TicketSource sync puts back its stale matinee record, losing the box office's 15 seats for the WI (left 21, "
     "not 36); 'how many seats left for Saturday afternoon?'", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b21_langchain_homeschool_pottery_trim.py", "LangChain history + trim_messages (360-word budget), turn spans",
     "turn 14's trim drops turn 1's timetable (pottery Tues 1.15-3.45); model takes the adults' 2-hour class; 'how "
     "long's the kids' pottery?' (2.5 hours)", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b21_zep_parish_planning_objection_response.py", "Zep facts (sync client, stand-in), turn spans, 15 notes",
     "model says the council objected to Glebe Farm (no objection, passing places asked for) not Orchard Close",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b21_llamaindex_cattery_collection_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "model says Mrs Hale collects Mabel, though the 22/10 message says her neighbour Denise (no. 4) is coming",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH21_CONTROLS = [
    ("b21_ctl_mem0_theatre_cast_readin_label.py", "mem0 infer=False, search, script style",
     "none; label 'Sue Price' (memory: cast list Chris - Jan Marsh; Sue 'read in for Chris' at the read-through)",
     "AnnotationError", None, None),
    ("b21_ctl_letta_bikeshop_service_price_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'GBP 75' (memory: full service GBP 85 labour; the board by the till 'still says 75 from last year')",
     "AnnotationError", None, None),
    ("b21_ctl_evermemos_homeschool_trip_price_label.py", "EverMemOS async client (stand-in), asyncio, turn spans",
     "none; label 'GBP 28' (memory: GBP 14 a child; Zoe 'sent you GBP 28 for my two')",
     "AnnotationError", None, None),
    ("b21_ctl_qdrant_kennels_play_paddock_label.py", "qdrant filtered query, script style",
     "none; label 'yes, kennel cough jab up to date' (memory: jabs in date; 'grumbles at other dogs', paddock on "
     "her own)", "AnnotationError", None, None),
    ("b21_ctl_chroma_parish_youth_grant_label.py", "chromadb, script style",
     "none; label 'GBP 1,500' (memory: asked for GBP 1,500; 'we can run to GBP 1,000 this year')",
     "AnnotationError", None, None),
]

# Batch 22 (b22_*.py), held out: written by a helper that read neither the engine nor any verdict (README top, docs
# except attribution/benchmark, common.py, run_all.py, b3_support.py, the stand-ins, one earlier app per library).
# Notes and chats as people write them about a caravan and camping site, a food truck, a model railway club, a
# freelance translator, and a care home's visiting and activities.
BATCH22 = [
    ("b22_mem0_translator_nordvik_rate_extract.py", "mem0 infer=True (scripted model), turn spans, 16 notes",
     "extraction of the 24/9 note keeps the Nordvik arbitration job and dates, drops 'Said 0.11/wd for this one bc "
     "legal + tight turnaround'; 'what rate did I agree with Nordvik?'", "ExtractionError", "mem0.extract",
     "omitted_at_extraction"),
    ("b22_chroma_railway_warley_layouts_datefilter.py", "chromadb, script style, 18 notes, where day >= 20251006",
     "query limited to notes since the 6/10 committee misses the 22/9 note that Keith's Dunstan Yard goes to Warley "
     "too; 'which layouts are we taking to Warley?' (three)", "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b22_qdrant_campsite_morrison_eta_delete.py", "qdrant, script style, 18 notes",
     "check-out tidy-up deletes the Morrisons' stay notes, including their August rebooking ('ETA quarter to "
     "8ish'); 'what time are the Morrisons getting in tonight?'", "DeletionError", "qdrant.delete", "deleted"),
    ("b22_langgraph_foodtruck_ely_rota_lost_update.py", "LangGraph store sync, two writers in threads",
     "stocktake import puts back its stale Ely record, losing Lena's 'Marta on the hatch w Dev' (Pat at a hen do); "
     "'who's on the hatch with Dev at Ely on Saturday?'", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b22_langchain_carehome_dog_visit_trim.py", "LangChain history + trim_messages (last 20), turn spans",
     "turn 11's trim drops turn 1 (Bev: dogs fine in the conservatory + garden on a lead); 'can Liam bring Biscuit "
     "on Sunday?' (yes)", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b22_zep_translator_kettlefinch_owed_response.py", "Zep facts (sync client, stand-in), script style, 15 notes",
     "model gives the whole EUR 1,341 invoice, leaving out the 500 paid on account 19/9; 'how much do Kettle & "
     "Finch still owe me?' (841)", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b22_llamaindex_carehome_ukulele_date_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "model reads 'booked again for 2/10, half 2' month-first and says Tue 10 February; Thu 2 October 2.30pm",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH22_CONTROLS = [
    ("b22_ctl_mem0_campsite_hookup_price_label.py", "mem0 infer=False, get_all, script style",
     "none; label 'GBP 5.00 per night' (memory: Feb tariff EHU GBP 5; 3/4 'EHU has to be 6.50 a night now')",
     "AnnotationError", None, None),
    ("b22_ctl_chroma_railway_junior_subs_label.py", "chromadb, script style",
     "none; label 'GBP 36' (memory: full GBP 36, juniors half; Ollie is 12, his mum sent GBP 18)",
     "AnnotationError", None, None),
    ("b22_ctl_letta_foodtruck_rosefair_pitch_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'the Crescent' (memory: Crescent's cobbles 3.5t limit, truck 3.9t; Market Place by the Clarkson "
     "memorial)", "AnnotationError", None, None),
    ("b22_ctl_evermemos_translator_meyer_deadline_label.py", "EverMemOS async client (stand-in), asyncio, turn spans",
     "none; label '14/11/2025' (memory: tech writer off sick, 'Weds 19th end of day is fine for them')",
     "AnnotationError", None, None),
    ("b22_ctl_qdrant_carehome_thursday_dog_label.py", "qdrant filtered query, script style",
     "none; label 'Pauline' (memory: Pauline does Saturdays; Graham + Bramble on Thursdays since Sue's knee op)",
     "AnnotationError", None, None),
]

# Batch 23 (b23_*.py), held out: written by a helper that read neither the engine nor any verdict (README top, docs
# except attribution/benchmark, common.py, run_all.py, b3_support.py, the stand-ins, one earlier app per library).
# Notes and chats as people write them about a scout troop, a farm shop's veg-box scheme, a monthly repair cafe, a
# language-exchange meetup, and an elderly neighbour's shopping and prescriptions rota.
BATCH23 = [
    ("b23_mem0_neighbour_omeprazole_pickup_extract.py", "mem0 infer=True (scripted model), turn spans, 12 notes",
     "extraction of the 4/3 note keeps the 40mg dose and the Mon 9/3 pick-up, drops 'from now on it comes from the "
     "hospital pharmacy at the Royal ... NOT Boots'; 'where do we pick up Doreen's omeprazole tomorrow?'",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b23_chroma_vegbox_eggs_supplier_topk.py", "chromadb, script style, 18 notes, n_results=4",
     "query for 'are the eggs in this week's boxes from Hollins or Marsh End?' misses the 9/3 note that Marsh End's "
     "hens are in full moult and Hollins do the eggs for 3 weeks (rank 14); keeps the standing Marsh End deal",
     "RetrievalError", "chroma.query", "ranked_below_top_k"),
    ("b23_qdrant_repaircafe_singer_delete.py", "qdrant, script style, 17 notes",
     "tidy-up after the March cafe deletes that session's item notes, including Mrs Aziz's Singer left with Gwyn "
     "for a new bobbin case; 'who's got Mrs Aziz's sewing machine?'", "DeletionError", "qdrant.delete", "deleted"),
    ("b23_langgraph_scouts_camp_headcount_lost_update.py", "LangGraph store sync, two writers in threads",
     "kit-store sync puts back its stale Broadstone record, losing Skip's final list of nine (Isla + Jacob in, Hari "
     "out with a broken wrist); 'how many scouts are coming to Broadstone?'", "UpdateError", "langgraph.store.put",
     "overwritten"),
    ("b23_langchain_langswap_venue_trim.py", "LangChain history + trim_messages (last 20), turn spans",
     "turn 11's trim drops turn 1 (from Weds 8/4 upstairs at the Crown & Anchor, the library's lost its late "
     "opening); 'where are we tomorrow night?'", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b23_zep_vegbox_friday_round_count_response.py", "Zep facts (sync client, stand-in), script style, 15 notes",
     "model counts nine names on the Fri 13/3 round, missing that the Ahmeds take two boxes; 'how many boxes am I "
     "loading for tomorrow's round?' (10)", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b23_llamaindex_scouts_hike_satweek_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "model reads 'hike is Sat week' (said Tue 3/3) as the coming Saturday and says 07/03; 14/03",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH23_CONTROLS = [
    ("b23_ctl_mem0_repaircafe_dualit_part_label.py", "mem0 infer=False, search, script style",
     "none; label 'a new heating element' (memory: Dave first thought the element; 'it's fine, just looks rough. "
     "It's the timer, spring's snapped')", "AnnotationError", None, None),
    ("b23_ctl_letta_neighbour_thursday_shop_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'Kath' (memory: Kath does Thursdays; Liam's op Thurs 19th, 'Sunil's not working that day so he'll "
     "do Doreen's Aldi run')", "AnnotationError", None, None),
    ("b23_ctl_evermemos_langswap_yuki_partner_label.py", "EverMemOS async client (stand-in), asyncio, turn spans",
     "none; label 'Marco' (memory: spring pairs Yuki + Marco; Marco on nights till June, Yuki and Lucia 'done 2 "
     "sessions at Bru already and it just works')", "AnnotationError", None, None),
    ("b23_ctl_qdrant_scouts_okafor_subs_label.py", "qdrant filtered query, script style",
     "none; label 'no, 45 still owing' (memory: owing list of 9/2; Mrs Okafor's envelope w 45 cash at the jumble "
     "sale, receipt 112)", "AnnotationError", None, None),
    ("b23_ctl_chroma_vegbox_fenwick_easter_drop_label.py", "chromadb, script style",
     "none; label '09/04' (memory: Fenwick Rd boxes on Thursdays; van's MOT the Thurs after Easter, 'Fenwick Rd lot "
     "will get theirs the morning after')", "AnnotationError", None, None),
]

# Batch 24 (b24_*.py), held out: written by a helper that read neither the engine nor any verdict (README top, docs
# except attribution/benchmark, common.py, run_all.py, b3_support.py, the stand-ins, one earlier app per library).
# Notes and chats as people write them about a dog-rescue fostering network, a pub quiz league, a covers band, a
# garden centre's deliveries and trade orders, and a community minibus scheme.
BATCH24 = [
    ("b24_mem0_dogrescue_homevisit_time_extract.py", "mem0 infer=True (scripted model), turn spans, 16 notes",
     "extraction of the 4/11 note keeps Carol's home visit to the Ahmeds (Sat 8/11) and their fence gap, drops 'she'll "
     "be there half 10'; 'what time is Carol at the Ahmeds' tomorrow?'", "ExtractionError", "mem0.extract",
     "omitted_at_extraction"),
    ("b24_qdrant_gardencentre_slabs_dropspot_filter.py", "qdrant filtered query (order=GC-4471), script style, 18 notes",
     "Mrs Hendry's phone message (leave the pallets round the back by the garage, drive just resin'd) was typed with "
     "no order number; 'where do the lads drop Mrs Hendry's slabs tomorrow?' gets the order's 'drop on the drive'",
     "RetrievalError", "qdrant.query_points", "filtered_by_scope"),
    ("b24_chroma_minibus_lunchclub_driver_delete.py", "chromadb, script style, 18 notes",
     "monthly tidy-up of bookings dated before 1/3 deletes the lunch club's standing booking (dated its first run "
     "7/1: 'Geoff says he'll do it every wk, Ray as back up'); 'who's driving the lunch club run tomorrow?'",
     "DeletionError", "chroma.delete", "deleted"),
    ("b24_langgraph_quizleague_wk9_date_lost_update.py", "LangGraph store sync, two writers in threads",
     "league table import puts back its stale week-9 record, losing Marie's 'Weds 18/2, 8pm' (wake at the Red Lion on "
     "the Tues); 'date of our week 9 match, dd/mm/yy?' (18/02/26)", "UpdateError", "langgraph.store.put",
     "overwritten"),
    ("b24_langchain_coversband_wedding_requests_trim.py", "LangChain history + trim_messages (last 20), turn spans",
     "turn 11's trim drops turn 1 (the bride's must-plays: Valerie, Mr Brightside, Dancing in the Moonlight); 'what "
     "were the 3 songs Hannah asked us to add?'", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b24_zep_gardencentre_trade_discount_response.py", "Zep facts (sync client, stand-in), script style, 15 notes",
     "model charges Oakfield the shelf price, GBP 180 for 40 box at 4.50, leaving off their 15% trade discount on "
     "plants; 'how much do we charge Oakfield for the 40 box plants?' (153)", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b24_llamaindex_dogrescue_cat_test_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "model says Bramble can't go to a home with cats (not yet tested, 10/11) though the 20/11 message says she "
     "blanked Jan's cat and is fine with cats", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH24_CONTROLS = [
    ("b24_ctl_mem0_quizleague_final_quizmaster_label.py", "mem0 infer=False, search, script style",
     "none; label 'Steve from the Plough' (memory: Steve usually sets the final; this year he's on nights, Bev from "
     "the Crown will write + read it)", "AnnotationError", None, None),
    ("b24_ctl_letta_coversband_golfclub_fee_label.py", "Letta core memory block (stand-in), script style",
     "none; label '850 quid' (memory: club offered 600, Dave asked 850, '750 is their lot', 'said go on then')",
     "AnnotationError", None, None),
    ("b24_ctl_evermemos_gardencentre_poinsettia_date_label.py", "EverMemOS async client (stand-in), asyncio, turn spans",
     "none; label '03/11/2025' (memory: order placed 03/11; 'Lorry's with you Tues 18th')",
     "AnnotationError", None, None),
    ("b24_ctl_qdrant_dogrescue_bosco_foster_place_label.py", "qdrant filtered query, script style",
     "none; label 'Sandra's, Wisbech' (memory: in to Sandra's 6/10; Sandra up in Leeds, 'Kath + Ian at March have had "
     "Bosco since Sat')", "AnnotationError", None, None),
    ("b24_ctl_chroma_minibus_mot_trip_label.py", "chromadb, script style",
     "none; label 'No, MOT up on the 12th' (memory: MOT ran to 12/3; 10/3 'through first time' at Kwik Fit)",
     "AnnotationError", None, None),
]

BATCH25 = [
    ("b25_mem0_swimclub_stage4_teacher_extract.py", "mem0 infer=True (scripted model), turn spans, 15 notes",
     "extraction of the 1/3 note keeps Ollie's Stage 3 pass, the move to Stage 4 (Tues 10/3, 5.15, lane 2) and the "
     "goggles, drops \"it's Becky's group not Sian's\"; 'who's teaching my youngest from tomorrow?'",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b25_qdrant_bikecoop_dawes_whereabouts_topk.py", "qdrant query limit=4, script style, 18 notes",
     "Phil's note that the green Dawes (no.17) is at his on Cromwell Rd for a new rim names the bike by nickname and "
     "ranks outside the four kept, behind 'bike 17' notes; 'where's bike 17 at the moment?' gets the Market St dock",
     "RetrievalError", "qdrant.query_points", "ranked_below_top_k"),
    ("b25_chroma_cleaning_whitmore_rooms_delete.py", "chromadb, script style, 17 notes",
     "clear-out of paid one-off job J-0412 deletes Kerry's note filed under it (Whitmores regular from 13/3, just the "
     "3 bedrooms upstairs, leave the office); 'how many bedrooms are we doing at the Whitmores' tomorrow?' (3)",
     "DeletionError", "chroma.delete", "deleted"),
    ("b25_langgraph_parish_hall_christening_time_lost_update.py", "LangGraph store sync, two writers in threads",
     "treasurer's payments sync puts back its stale copy of the Okoros' christening booking, losing Rev Anne's "
     "'from half 1' (baptism in the 12.00 service); 'what time's the hall needed from on Sunday? 24hr' (13:30)",
     "UpdateError", "langgraph.store.put", "overwritten"),
    ("b25_langchain_holiday_cottage_choice_trim.py", "LangChain history + trim_messages (last 16), turn spans",
     "turn 9's trim drops turn 1 (booked Ty Gwyn at Newport, not the barn at Dinas - Nan and the open stairs); "
     "'which of the 2 cottages did we go for?'", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b25_zep_cleaning_okafor_invoice_response.py", "Zep facts (sync client, stand-in), script style, 15 notes",
     "model invoices Mrs Okafor GBP 99 (3 hrs at 18 + 45 oven) and leaves off the GBP 20 cash she paid on the day; "
     "'what do I put on Mrs Okafor's invoice for the 17th?' (79)", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b25_llamaindex_swimclub_gala_entry_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "model says Isla can't swim the county 50 back (47.2 on 9/3) though the 21/3 message has her 43.8 club time "
     "trial under the 45.00 entry time", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH25_CONTROLS = [
    ("b25_ctl_mem0_parish_easter_flowers_label.py", "mem0 infer=False, get_all, script style",
     "none; label 'Margaret and the Mothers' Union' (memory: Margaret always does the Easter altar; her hip op is "
     "24/3, 'won't be on her feet in time', her daughter Jen will do it w the MU ladies)",
     "AnnotationError", None, None),
    ("b25_ctl_letta_bikecoop_student_membership_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'GBP 40 a year' (memory: full membership 40 a yr, concessions half that - students)",
     "AnnotationError", None, None),
    ("b25_ctl_evermemos_holiday_home_date_label.py", "EverMemOS async client (stand-in), asyncio, turn spans",
     "none; label '30/10' (memory: villa Sat 24/10 - Fri 30/10, Ibis at Faro airport Fri night, Sat 7.05am flight "
     "lands Stansted 9.50)", "AnnotationError", None, None),
    ("b25_ctl_qdrant_swimclub_freya_class_day_label.py", "qdrant filtered query (swimmer=Freya), script style",
     "none; label 'Thursday, Mark's 6pm' (memory: Thurs 6pm w Mark since Sept; Brownies on Thursdays after Easter, "
     "'Becky's Tues 5.45 has a space so that's her from summer term')", "AnnotationError", None, None),
    ("b25_ctl_chroma_cleaning_fielding_hoover_label.py", "chromadb filtered query (client), script style",
     "none; label 'Yes - their Henry's broken' (memory: Henry died in Jan, bring ours; March: Mrs F has a Dyson, "
     "she'd rather we used hers)", "AnnotationError", None, None),
]

# Batch 26 (b26_*.py), held out: written by a helper that read neither the engine nor any verdict (README top, docs
# except attribution/benchmark, common.py, run_all.py, b3_support.py, the stand-ins, one earlier app per library).
# Notes and chats as people write them about a micro-brewery's deliveries and casks, a tutoring agency, a village
# cricket club, holiday-cottage lets, and a hospice charity shop's donations and van collections.
BATCH26 = [
    ("b26_mem0_cottages_changeover_time_extract.py", "mem0 infer=True (scripted model), turn spans, 15 notes",
     "extraction of the 10/6 note keeps the Pattersons' Bramble changeover (Sat 14th), the cot and the key code, drops "
     "'said ok for 2 ... she needs to be out by half 1 latest'; 'what time does Wendy need to be finished at Bramble "
     "on Saturday?'", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b26_chroma_brewery_cellar_hatch_recent_filter.py", "chromadb where day >= 20250501, script style, 18 notes",
     "the Horseshoes' standing drop instruction (11/4: cellar hatch round the side on Back Lane, not through the bar) "
     "is older than the query's date filter; 'where do we drop the casks at the Horseshoes tomorrow?' gets the June "
     "order and car-park note", "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b26_qdrant_charityshop_okafor_pickups_delete.py", "qdrant filter delete, script style, 16 notes",
     "April tidy-up of done collections before 1/4 deletes the 3/3 Okafor sofa note, which also held 'matching "
     "armchair + a nest of tables to come'; 'what are we picking up from Mrs Okafor's on Weds?' (armchair, nest of "
     "tables, standard lamp)", "DeletionError", "qdrant.delete", "deleted"),
    ("b26_langgraph_cricket_teas_lost_update.py", "LangGraph store sync, two writers in threads",
     "league-site sync puts back its stale 21/6 fixture record, losing Helen's teas edit (Raj + Anita Mistry, swapped "
     "with Sue H for her knee op); 'who's on teas Saturday?'", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b26_langchain_tutoring_mocks_date_trim.py", "LangChain history + trim_messages (last 20), turn spans",
     "turn 11's trim drops turn 1 (new student Ellie Marsh, 'mocks start Mon 3rd Nov'); 'when do Ellie's mocks "
     "start? dd/mm/yy' (03/11/25)", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b26_zep_brewery_festival_firkins_response.py", "Zep facts (sync client, stand-in), script style, 14 notes",
     "model counts casks (5) for 'how many firkins' worth is going to the festival?' though the context has '2 kils "
     "+ 3 firkins' and 'kil = 18 gal, i.e. 2 firkins' (7)", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b26_llamaindex_cottages_wren_dog_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "model says the Wilsons can't bring their Border terrier to Wren (listing: no pets, 14 Apr) though the 2 May "
     "message says Mrs Dale is ok with one small dog downstairs, GBP 25 a stay", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH26_CONTROLS = [
    ("b26_ctl_mem0_tutoring_october_invoice_label.py", "mem0 infer=False, search, script style",
     "none; label 'GBP 160' (memory: 4 Oct Tuesdays x GBP 40 'if they all go ahead'; 21/10 poorly, plenty of notice "
     "'so no charge for that one')", "AnnotationError", None, None),
    ("b26_ctl_letta_cricket_coton_start_label.py", "Letta core memory block (stand-in), script style",
     "none; label '2pm' (memory: league Sundays 2pm unless both skippers agree; Coton's skipper asked to start at 1, "
     "'told him fine by us')", "AnnotationError", None, None),
    ("b26_ctl_evermemos_cottages_forge_cleaner_label.py", "EverMemOS async client (stand-in), asyncio, turn spans",
     "none; label 'Wendy' (memory: Wendy does the Forge on Sats; she's in Leeds 12-22 July, Jo 'can do the Forge on "
     "the 19th')", "AnnotationError", None, None),
    ("b26_ctl_qdrant_brewery_fermenter_fitting_label.py", "qdrant filtered query (kind=kit), script style",
     "none; label '2025-08-22' (memory: FV4 on the lorry Fri 22/8; 'Kev (fitter) booked Weds 27th')",
     "AnnotationError", None, None),
    ("b26_ctl_chroma_charityshop_wardrobe_place_label.py", "chromadb, script style",
     "none; label '12 Station Road, Littleport' (memory: Mr Ellis lives at 12 Station Rd; the furniture is at his "
     "mum's bungalow, 3 Orchard Way, meet there Fri 10am)", "AnnotationError", None, None),
]

# Batch 27 (b27_*.py), held out: written by a helper that read neither the engine nor any verdict (README top, docs
# except attribution/benchmark, common.py, run_all.py, b3_support.py, the stand-ins, one earlier app per library).
# Notes and chats as people write them about a dental practice's bookings, an allotment society, a wedding planner's
# suppliers, a community choir, and a small landlord's lettings.
BATCH27 = [
    ("b27_mem0_dental_dobbs_fillings_length_extract.py", "mem0 infer=True (scripted model), turn spans, 14 notes",
     "extraction of the 04.03 note keeps Ken Dobbs's two fillings (LL6 + UR4, together), the morning and the nerves, "
     "drops 'book as one long appt 1hr 10'; 'how long do I block out for Ken Dobbs's fillings?' (70 mins)",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b27_qdrant_allotment_subs_treasurer_topic_filter.py", "qdrant filtered query (topic=subs), script style, 17 notes",
     "the AGM note (topic agm: Brenda stepping down, Colin Marsh plot 14 takes over the money from 1st April) is left "
     "out by the subs-only filter; 'who do I give my subs to now?' gets Brenda's subs notes", "RetrievalError",
     "qdrant.query_points", "filtered_by_scope"),
    ("b27_chroma_lettings_millrd_stopcock_delete.py", "chromadb where delete, script style, 16 notes",
     "quarterly tidy-up of done repairs before 1/4 deletes the 3/2 sink-leak note, which also held 'stopcock is NOT "
     "under the sink ... cupboard under the stairs, behind the hoover'; 'where do I turn the water off at flat 2 mill "
     "rd?'", "DeletionError", "chroma.delete", "deleted"),
    ("b27_langgraph_wedding_venue_balance_lost_update.py", "LangGraph store sync, two writers in threads",
     "spreadsheet import puts back its stale Hengrave Barn record (paid: GBP 1,500 dep; balance GBP 4,750), losing "
     "Gemma's edit (GBP 2,000 2nd instalment 14.3.25, balance GBP 2,750); 'how much is left to pay Hengrave?' "
     "(2750 pounds)", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b27_langchain_choir_rutter_copies_trim.py", "LangChain history + trim_messages (last 18), turn spans",
     "turn 10's trim drops turn 1 (stocktake: Rutter Magnificat 31 copies, 6 knackered, binning those); 'how many "
     "usable Rutter copies have we got in the cupboard?' (25)", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b27_zep_allotment_workparty_bring_response.py", "Zep facts (sync client, stand-in), script style, 15 notes",
     "model names gloves (and wellies) for the trough work party, leaving out Ray's 'everyone bring a stiff brush', "
     "though both notes are in the context; expected gloves and a stiff brush", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b27_llamaindex_wedding_cake_tasting_day_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "model dates the cake tasting ('the Sat after Priya's 1st dress fitting') from the first fitting date (5/4) and "
     "says Sat 12 April, though the context has the fitting pushed to Sat 12/4; expected Sat 19 April",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH27_CONTROLS = [
    ("b27_ctl_mem0_dental_kowalski_hygiene_day_label.py", "mem0 infer=False, search, script style",
     "none; label 'Thursday 5th June' (memory: hyg w Lisa Thurs 5/6 9.40; daughter's wedding in Krakow that week, "
     "'Put her w Lisa Mon 16 June 2.15')", "AnnotationError", None, None),
    ("b27_ctl_letta_choir_tenors_count_label.py", "Letta core memory block (stand-in), script style",
     "none; label '6' (memory: tenors 6 as of 4 Mar; Geoff's hip op 2 May, 'in the audience this time with a "
     "cushion'; Raj starts after the concert)", "AnnotationError", None, None),
    ("b27_ctl_evermemos_lettings_keys_pickup_label.py", "EverMemOS async client (stand-in), asyncio, turn spans",
     "none; label 'Elena Petrova (the new tenant)' (memory: keys 10am on the 1st; Elena in Sofia till the 20th, her "
     "brother Nikolai comes with her passport copy, 'Nikolai's fine')", "AnnotationError", None, None),
    ("b27_ctl_chroma_allotment_halfplot_subs_label.py", "chromadb, script style",
     "none; label '22.00 GBP' (memory: half plot GBP 22; cttee 21/1 'everyone chips in GBP 6 towards water this yr "
     "on top of subs'; Nowaks have a half plot)", "AnnotationError", None, None),
    ("b27_ctl_langgraph_wedding_ceremony_music_label.py", "LangGraph store sync, two writers in threads (no fault)",
     "none; label 'Yes - it's in his all-day package' (memory: DJ Marco all day incl ceremony; uncle Tunde plays the "
     "kora down the aisle, Marco 'can start at the drinks reception', GBP 150 off)", "AnnotationError", None, None),
]

BATCH28 = [
    ("b28_mem0_partyjay_setup_time_extract.py", "mem0 infer=True (scripted model), turn spans, 15 notes",
     "extraction of the 10/3 note keeps the balloon arch and the T-rex cake, drops 'can't get in b4 1.45' (toddler "
     "group) and the party pushed to 2.30-4.30; 'what time can I get into Haddenham hall to set up on Saturday?'",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b28_chroma_bakery_cornercup_sourdough_topk.py", "chromadb query n_results=8, script style, 18 notes",
     "Jen's text (cafe named by street: 'Jen (Fore St) ... 9 sours on Fridays from the 7th') ranks 13th, behind "
     "'Corner Cup' notes; 'how many sourdough loaves for Corner Cup tomorrow?' (Fri; 9) gets the standing order's 6",
     "RetrievalError", "chroma.query", "ranked_below_top_k"),
    ("b28_qdrant_vets_pepper_balance_delete.py", "qdrant filter delete, script style, 16 notes",
     "March tidy-up of done appointments before 1/3 deletes Pepper's 12/2 dental note, which also held the bill "
     "(GBP 386.40, 200 paid on the day); 'how much is Mr Adebayo still owing for Pepper?' (186.40)",
     "DeletionError", "qdrant.delete", "deleted"),
    ("b28_langgraph_youthfootball_u12_pitch_lost_update.py", "LangGraph store sync, two writers in threads",
     "referees' appointments sync puts back its stale U12 fixture record, losing Carol's pitch edit (3G at Witchford "
     "Village College, rec pitches shut); 'which pitch are the U12s on Sunday?'", "UpdateError",
     "langgraph.store.put", "overwritten"),
    ("b28_langchain_pottery_glaze_batches_trim.py", "LangChain history + trim_messages (last 20), turn spans",
     "turn 11's trim drops turn 1 (Tues class all want celadon, bucket down to the dregs); 'which glazes do I need "
     "to make up fresh this wknd?' (celadon, Amaco blue, satin white)", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b28_zep_bakery_beanthere_first_drop_response.py", "Zep facts (sync client, stand-in), script style, 14 notes",
     "model gives 2025-09-29 for Bean There's first delivery though the context has 'oven fitters let them down ... "
     "1st drop is Mon 6/10 not the 29th' (2025-10-06)", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b28_llamaindex_partyjay_facepainter_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "model says Becca is doing faces at the Okonkwo twins' party (Sat 12/4) though the 20 Mar message says Becca's "
     "wedding is that day and Tash from Sparkle Faces is covering", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH28_CONTROLS = [
    ("b28_ctl_mem0_vets_luna_second_jab_label.py", "mem0 infer=False, search, script style",
     "none; label '24 May' (memory: 2nd jab pencilled Sat 24/5; Emma away the 24th, 'put Luna on the Sat after, same "
     "time')", "AnnotationError", None, None),
    ("b28_ctl_letta_pottery_thursday_spaces_label.py", "Letta core memory block (stand-in), script style",
     "none; label '3' (memory: 10 max, '7 booked, so 3 spaces' on 24/2; 27/2 Gemma paid for her + her sister)",
     "AnnotationError", None, None),
    ("b28_ctl_evermemos_youthfootball_soham_on_label.py", "EverMemOS async client (stand-in), asyncio, turn spans",
     "none; label 'No - rained off' (memory: Thurs 'if this rain keeps up it'll be rained off'; Sat 7.40 'ref's "
     "walked it ... we're good to go')", "AnnotationError", None, None),
    ("b28_ctl_qdrant_bakery_lantern_saturday_time_label.py", "qdrant filtered query (cafe=lantern), script style",
     "none; label '6.30am' (memory: drop 6.30am Tue-Sat; Mo not in b4 quarter past 7 on Sats, 'do him last on the "
     "round, 7.15')", "AnnotationError", None, None),
    ("b28_ctl_chroma_partyjay_alfie_balance_label.py", "chromadb, script style",
     "none; label 'GBP 170 on the day' (memory: std 220, dep 50 paid 'so 170 on the day'; Kerry asked for the "
     "balloon arch as well, 45, paid w the rest on the day)", "AnnotationError", None, None),
]

BATCH29 = [
    ("b29_mem0_campervan_handover_place_extract.py", "mem0 infer=True (scripted model), turn spans, 14 notes",
     "extraction of the 16/5 note keeps the bike rack and the chairs, drops where Gail meets Erik Lindqvist (staff "
     "car pk P3 by the Rosie entrance, he's on nights at Addenbrooke's); 'where am I handing Maud over to the "
     "Lindqvists on Friday?'", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b29_chroma_windowcleaning_fletcher_price_kind_filter.py", "chromadb query where kind in card/pay, script style, "
     "17 notes", "Mrs Fletcher's text agreeing '26 all in' with the new conservatory is kind=text, left out by the "
     "price query's filter; 'what do I charge the Fletchers tmrw?' (26) gets her card's GBP 18",
     "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b29_qdrant_library_sidedoor_key_delete.py", "qdrant filter delete, script style, 15 notes",
     "June tidy-up of rotas for weeks before 2/6 deletes the w/c 12/5 rota, which also said Keith gave Margaret the "
     "side door key; 'who's got the side door key?' (Margaret, the Sat volunteer) gets Keith from the winter list",
     "DeletionError", "qdrant.delete", "deleted"),
    ("b29_langgraph_pta_raffle_draw_time_lost_update.py", "LangGraph store sync, two writers in threads",
     "treasurer's float sync puts back its stale raffle record, losing Hannah's edit of the draw time (3.15, after "
     "the Y6 steel band); 'what time's the raffle draw on sat?'", "UpdateError", "langgraph.store.put",
     "overwritten"),
    ("b29_langchain_bookclub_june_shortlist_trim.py", "LangChain history + trim_messages (last 20), turn spans",
     "turn 11's trim drops turn 1 (Rosa's pick, Tomorrow, and Tomorrow, and Tomorrow); 'remind me the 2 we're "
     "voting between for June?' (the Zevin and Small Things Like These)", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b29_zep_windowcleaning_tuesday_count_response.py", "Zep facts (sync client, stand-in), script style, 14 notes",
     "model says 16 houses on the Tues round though the context has 14 as of 1/4, nos 3 + 5 Orchard Way added and "
     "'new people at 12 Orchard Way said no thanks' (15)", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b29_llamaindex_campervan_deposit_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "model says the Okafors lose GBP 120 of their deposit for a bumper scuff though the 16/6 message says the scuff "
     "is on the 31/5 video and 'they get the full 500 back'", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH29_CONTROLS = [
    ("b29_ctl_mem0_pta_uniform_sale_date_label.py", "mem0 infer=False, search, script style",
     "none; label '13 June' (memory: uniform sale Fri 13/6 in the hall; Y6 play rehearsals have the hall every "
     "afternoon, Priya 'we'll do it on the last Fri of term in the playground by the gates, 18 July')",
     "AnnotationError", None, None),
    ("b29_ctl_letta_bookclub_june_host_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'Sue' (memory: rota Jun Sue; Sue's kitchen floor up, builders till mid July; 'Anita said have it "
     "at hers, Tues 17th')", "AnnotationError", None, None),
    ("b29_ctl_evermemos_campervan_nilsson_pickup_time_label.py", "EverMemOS async client (stand-in), asyncio, turn "
     "spans", "none; label '2 o'clock, as booked' (memory: pick up 2pm; flight lands 12.50, '2 just won't happen. "
     "Told her half 4 is fine')", "AnnotationError", None, None),
    ("b29_ctl_qdrant_windowcleaning_dunn_amount_label.py", "qdrant filtered query (customer=dunn), script style",
     "none; label 'GBP 24 cash - fronts, backs and the conservatory roof' (memory: f+b + conserv roof GBP 24; "
     "grandson does the back + conservatory with his pole, 'Just the fronts for me, she'll leave a tenner')",
     "AnnotationError", None, None),
    ("b29_ctl_chroma_library_author_talk_venue_label.py", "chromadb, script style",
     "none; label 'In the main room at the library' (memory: talk Thu 12 June 7pm, main room; main room's 40 tops "
     "on the fire cert, 62 sold; Rev Tom fine for St Mary's church hall over the road)", "AnnotationError", None,
     None),
]

BATCH30 = [
    ("b30_mem0_physio_okafor_double_slot_extract.py", "mem0 infer=True (scripted model), turn spans, 14 notes",
     "extraction of Clare's 14.4 note keeps the three new exercise sheets, drops 'from Weds she's on a dbl slot, 1hr'; "
     "'how long is Mrs Okafor in for tmrw?' (an hour) gets the 30-min follow-up rule", "ExtractionError",
     "mem0.extract", "omitted_at_extraction"),
    ("b30_qdrant_runclub_sub2_pacer_topk.py", "qdrant query_points limit=6, script style, 19 notes",
     "Gail's text ('Tomasz is our 1:59 bus!!') ranks 7th behind Cambridge Half and sub 2 group notes; 'who's pacing "
     "sub 2hrs at Cambridge on Sunday?' (Tomasz) gets last year's pacer, Steve", "RetrievalError",
     "qdrant.query_points", "ranked_below_top_k"),
    ("b30_chroma_villagehall_roof_grant_delete.py", "chromadb where-delete, script style, 16 notes",
     "Q2 tidy-up of done repairs before 1/4 deletes the January roof note, which also held the Community Foundation's "
     "share (GBP 1,500 of 2,340); 'how much are we claiming off the Community Foundation for the roof?'",
     "DeletionError", "chroma.delete", "deleted"),
    ("b30_langgraph_renovation_worktop_delivery_lost_update.py", "LangGraph store sync, two writers in threads",
     "supplier portal sync puts back its stale worktop delivery record, losing Efua's date edit (Thurs 22/5, the "
     "yard's CNC is down); 'what day's the worktop coming?'", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b30_langchain_groomers_two_person_dogs_trim.py", "LangChain history + trim_messages (last 20), turn spans",
     "turn 11's trim drops turn 1 (Rocco went for Amber's sleeve, a 2 person job from now on); 'which of tmrw's dogs "
     "need both me and Amber on them?' (Rocco, Bear, Mabel)", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b30_zep_renovation_builder_paid_so_far_response.py", "Zep facts (sync client, stand-in), script style, 14 notes",
     "model adds only the two stage payments (GBP 10,500) though the context has 'gave Marek 1,200 cash for the "
     "bigger steel'; 'how much have we paid Marek altogether so far?' (11,700)", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b30_llamaindex_runclub_10k_meeting_point_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "model gives the usual Paradise Centre car park though the 16.4 message says meet at the bandstand in Jubilee "
     "Gdns, the car park is race HQ that morning", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH30_CONTROLS = [
    ("b30_ctl_mem0_groomers_pippa_time_label.py", "mem0 infer=False, search, script style",
     "none; label '10.30am' (memory: Pippa full groom Sat 24th 10.30; Mrs Arnott's lad's football at 10, 'Gave her "
     "Tilly's 12.15 as it's free')", "AnnotationError", None, None),
    ("b30_ctl_letta_villagehall_harvest_keyholder_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'Derek (Friday key holder)' (memory: rota Fri Derek; Derek at his daughter's in Leeds w/c 22/9, "
     "'Sheila (no.3, 2 doors down) says she'll do the harvest supper')", "AnnotationError", None, None),
    ("b30_ctl_evermemos_runclub_50min_pacer_label.py", "EverMemOS async client (stand-in), asyncio, turn spans",
     "none; label 'No - Rob's injured' (memory: Rob's calf gone, no 10k for him; Nadia 'I'll take the 50 balloon')",
     "AnnotationError", None, None),
    ("b30_ctl_qdrant_renovation_kitchen_fit_length_label.py", "qdrant filtered query (room=kitchen), script style",
     "none; label '5 days' (memory: Lee quoted 5 working days for units + worktop; at the measure-up 'nearer 3 wks "
     "start to finish')", "AnnotationError", None, None),
    ("b30_ctl_chroma_physio_dolan_session_fee_label.py", "chromadb, script style",
     "none; label 'Nothing, AXA are paying' (memory: AXA 6 sessions 'so nothing to take from him'; 3/4 'that's AXA "
     "done, all 6 gone', the 2 more are on him at GBP 40)", "AnnotationError", None, None),
]

BATCH31 = [
    ("b31_mem0_garage_heaton_pickup_time_extract.py", "mem0 infer=True (scripted model), turn spans, 13 notes",
     "extraction of Dean's 9/6 note keeps the MOT fail and the springs order, drops 'he'll grab it at quarter to 5 "
     "weds'; 'what time's Mr Heaton coming for the Fabia tomorrow?' (4.45pm) gets the 5.15 collections rule",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b31_chroma_sailing_pursuit_launch_scope.py", "chromadb where kind in (race, safety), script style, 15 notes",
     "the bosun's note (main slip shut Sat 14/6, launch off the east-end pontoon) is filed as kind bosun and "
     "filtered out; 'where do we launch from on Saturday for the pursuit race?' gets the SIs' main slip",
     "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b31_qdrant_foodbank_nowak_parcel_delete.py", "qdrant filtered delete, script style, 14 notes",
     "April clear-out of run-out referral vouchers deletes the Nowaks' first referral, which also held 'Mum (Ania) "
     "is coeliac so GF ... every time'; 'what do I need to put in the Nowaks' bags on top of the standard parcel?' "
     "(GF food + size 5 nappies)", "DeletionError", "qdrant.delete", "deleted"),
    ("b31_langgraph_orchestra_dress_rehearsal_lost_update.py", "LangGraph store sync, two writers in threads",
     "the library sync puts back its stale dress rehearsal record, losing Priya's date edit (Weds 2/4, funeral tea "
     "in the church Thurs); 'what's the date of the dress rehearsal? ... dd/mm' (02/04)", "UpdateError",
     "langgraph.store.put", "overwritten"),
    ("b31_langchain_childcare_nursery_collect_trim.py", "LangChain history + trim_messages (last 20), turn spans",
     "turn 11's trim drops turn 1 (only Laura, Sam and Grandad Phil are on Ollie's collect list; Phil does weds); "
     "'who's getting Ollie from nursery weds?' gets Nana Jean, free that day", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b31_letta_garage_qashqai_ready_response.py", "Letta core memory block (stand-in), script style",
     "model goes by the 3.40 road test though the block says a rear tyre with a bulge is being replaced tomorrow "
     "10ish, car staying in overnight; 'is Mrs Patel's car ready to go back to her tonight?' (no)",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b31_llamaindex_foodbank_tesco_volunteers_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn "
     "spans", "model counts Tony, whose hospital appt is on the Saturday, and leaves out the two DofE lads; 'how "
     "many have we got for the Tesco collection sat, not counting Andy?' (4)", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH31_CONTROLS = [
    ("b31_ctl_mem0_orchestra_concert_start_label.py", "mem0 infer=False, search, script style",
     "none; label 'Half seven - it's on the posters' (memory: posters say 7.30pm; bell ringers have the tower from 9, "
     "'we'll begin at 7 and just do a 10 min break')", "AnnotationError", None, None),
    ("b31_ctl_zep_sailing_rib_helm_label.py", "Zep facts (sync client, stand-in), script style",
     "none; label 'Graham (he's down first for the 8th)' (memory: rota Sun 8th Graham + Mo, first name drives; "
     "Graham's PB2 ran out, 'so Mo drives the RIB on Sun 8th')", "AnnotationError", None, None),
    ("b31_ctl_chroma_childcare_nursery_days_label.py", "chromadb, script style",
     "none; label '3 days - Mon, Tue and Thu' (memory: Ollie Mon, Tues + Thurs; nursery shut bank hols; bank hol "
     "Mon 26th)", "AnnotationError", None, None),
    ("b31_ctl_qdrant_foodbank_harvest_total_label.py", "qdrant filtered query (kind=money), script style",
     "none; label 'GBP 418.50, the harvest Sunday collection' (memory: plate GBP 418.50; Mothers' Union GBP 150 "
     "from their harvest lunch put with it, GBP 568.50 in all)", "AnnotationError", None, None),
    ("b31_ctl_evermemos_childcare_friday_pickup_label.py", "EverMemOS async client (stand-in), asyncio, turn spans",
     "none; label 'Yes - Fridays are Nana's' (memory: Nana does Tues, Thurs + Fri; cataract op Thurs 22nd, no "
     "driving for a week; Rob 'I'll grab Maisie on the 23rd')", "AnnotationError", None, None),
]

BATCH32 = [
    ("b32_mem0_dentallab_hughes_crown_deadline_extract.py", "mem0 infer=True (scripted model), turn spans, 13 notes",
     "extraction of the 4/6 nurse's call keeps the shade (A3 not A2), drops 'fit's pulled fwd to Weds 11th 9am, need "
     "it back w them by Tues 10/6 lunchtime'; 'when's the Hughes crown got to be back at Quedgeley?' (Tue 10th) gets "
     "the original Thu 12th", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b32_chroma_hairdresser_beeby_perm_price_scope.py", "chromadb where={client}, script style, 15 notes",
     "the OAP price rise note (perm + cut GBP 52 from Sept, 'Told Joan B ...') is filed for everyone (client ''), so "
     "the client-scoped query for Joan Beeby misses it; 'how much is Joan Beeby's perm now?' gets her card's GBP 46",
     "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b32_qdrant_cornwall_let_plumber_time_delete.py", "qdrant filter delete, script style, 16 notes",
     "Monday clear-out of checked-out bookings deletes the Hendersons' note, which also held the plumber's Tues 19th "
     "8-10am slot; 'what time's the plumber coming tues?'", "DeletionError", "qdrant.delete", "deleted"),
    ("b32_langgraph_music_ollie_exam_venue_lost_update.py", "LangGraph store sync, two writers in threads",
     "ParentPay sync puts back its stale exam entry, losing Mrs Kaur's venue edit (St Barnabas church hall, Priory Rd, "
     "the school hall leaks); 'where is Ollie's grade 5 piano tomorrow?'", "UpdateError", "langgraph.store.put",
     "overwritten"),
    ("b32_langchain_orchard_prune_list_trim.py", "LangChain history + trim_messages (last 16), turn spans",
     "turn 9's trim drops turn 1 (3 Bramleys by the top gate + the Kingston Black); 'which trees are we pruning sat?' "
     "(Bramleys, Kingston Black, Ellison's Orange) gets only the Ellison's", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b32_zep_cornwall_let_changeover_cleaner_response.py", "Zep facts (sync client, stand-in), script style, 13 notes",
     "model goes by 'Jenna does all the Sat changeovers' though the context has 'Jenna off 16-30 Aug ... her sister "
     "Kerensa's doing the 23rd + the 30th'; 'who's doing the changeover sat?' (Kerensa)", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b32_llamaindex_dentallab_bridge_turnaround_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "model gives the usual 10 working days for a bridge though the 9.6 message says zirconia bridges are 12 working "
     "days while the mill's on one shift; 'how long for a 3 unit zirconia bridge?'", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH32_CONTROLS = [
    ("b32_ctl_mem0_hairdresser_pritchard_time_label.py", "mem0 infer=False, search, script style",
     "none; label '10am' (memory: Fridays 10 Mrs Pritchard; 22/9 'chiropodist's coming to hers at 10 fri, can't do "
     "both ... so Sheila 10, Mrs P half 11')", "AnnotationError", None, None),
    ("b32_ctl_letta_orchard_cider_press_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'Geoff - he does it every year' (memory: press - Geoff as every yr; Geoff did his back, 'he'll sit "
     "on the gate'; Jory 'knows it inside out, he's up for it sat')", "AnnotationError", None, None),
    ("b32_ctl_evermemos_music_amelia_flute_exam_label.py", "EverMemOS async client (stand-in), asyncio, turn spans",
     "none; label 'Yes - she's on the summer list' (memory: summer list has Amelia G4 flute; her mum 'she'd rather "
     "wait + do it properly in Nov'; Mrs Kaur 'I'll leave her off the summer list')", "AnnotationError", None, None),
    ("b32_ctl_chroma_dentallab_lewis_implant_bill_label.py", "chromadb, script style",
     "none; label 'GBP 185' (memory: list price implant crown inc our abutment GBP 185; Lewis implant 'they've sent "
     "their own Straumann abutment ... Tony says GBP 140 for that one')", "AnnotationError", None, None),
    ("b32_ctl_qdrant_cornwall_let_abernethy_arrival_label.py", "qdrant filtered query (kind=booking), script style",
     "none; label 'Sat 6th Sept' (memory: booking Sat 6/9 - Sat 13/9; Mrs Abernethy 'only one they could get lands at "
     "Plymouth Sun morning, so they'll be with us about 3 on Sun 7th')", "AnnotationError", None, None),
]

BATCH33 = [
    ("b33_mem0_homecare_dunmore_water_tablet_extract.py", "mem0 infer=True (scripted model), turn spans, 14 notes",
     "extraction of the 9/6 note from Mrs Dunmore's daughter keeps her week away + the spare key at no.12, drops "
     "'Dr Shah's moved the water tablet (furosemide 40) to 4pm'; 'what time's Mrs D's water tablet now?' (4pm) gets "
     "the care plan's 5.30 tea call", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b33_qdrant_bookshop_rackham_offer_scope.py", "qdrant filtered query (kind stock|buyer), script style, 15 notes",
     "the Ledbury collector's GBP 220 offer for the Rackham Peter Pan is in a fair round-up (kind fair), so the "
     "stock/buyer-scoped query misses it; 'what did that Ledbury chap offer for the Rackham Peter Pan?' gets the "
     "stock card's GBP 275 and no offer", "RetrievalError", "qdrant.query_points", "filtered_by_scope"),
    ("b33_chroma_theatre_workhouse_fitting_delete.py", "chromadb delete(where=show), script style, 14 notes",
     "the tidy-up after Bugsy Malone deletes every note filed under Bugsy, incl. the hire-return note that also "
     "booked the workhouse boys' Oliver fittings (Thurs 12/6 7.15); 'what date are the workhouse boys' costume "
     "fittings?'", "DeletionError", "chroma.delete", "deleted"),
    ("b33_langgraph_pub_rotary_covers_lost_update.py", "LangGraph store sync, two writers in threads",
     "card-machine deposit sync puts back its stale Rotary booking, losing Jo's covers edit (28 -> 34, 6 partners "
     "coming after all); 'how many are we laying up for the rotary fri?'", "UpdateError", "langgraph.store.put",
     "overwritten"),
    ("b33_langchain_anniversary_speeches_trim.py", "LangChain history + trim_messages (last 14), turn spans",
     "turn 8's trim drops turn 1 (Rhodri, the eldest grandchild, doing a speech); 'who's doing speeches?' (Rhodri + "
     "Uncle Dai) gets only Uncle Dai", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b33_zep_pub_skittle_alley_response.py", "Zep facts (sync client, stand-in), script style, 12 notes",
     "model says the skittle alley is free Sat night though the context has 'skittle alley Sat 21/6 - Hendry girl's "
     "18th ... £40 dep paid'; 'the Clent Morris lot want the skittle alley sat night ... can they have it?' (no)",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b33_llamaindex_theatre_tech_venue_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "model gives St Mark's church hall as always though the 30.6 message says Thurs 10th July is the tech at the "
     "Rose, stage door on Gaol Lane; 'where are the Oliver kids rehearsing tmrw?'", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH33_CONTROLS = [
    ("b33_ctl_mem0_bookshop_ardizzone_buyer_label.py", "mem0 infer=False, search, script style",
     "none; label 'Mr Patel - he had first refusal on it' (memory: GE put aside for Mr Patel, first refusal; he "
     "'said the foxing's worse than he'd hoped for 85'; Mrs Greaves from Malvern 'took the Ardizzone GE £85 cash' "
     "at the Ludlow fair)", "AnnotationError", None, None),
    ("b33_ctl_letta_homecare_okafor_tuesday_carer_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'Dawn, his regular carer' (memory: Dawn his regular 2 yrs; Dawn's knee, 'on the phones in the "
     "office till the 30th'; 'Priya's taking Dawn's Okafor mornings ... for now')", "AnnotationError", None, None),
    ("b33_ctl_evermemos_anniversary_meal_numbers_label.py", "EverMemOS async client (stand-in), asyncio, turn spans",
     "none; label '42 - everyone on the invite list' (memory: 42 asked; the Cardiff 4 'raise a glass from Cardiff'; "
     "Auntie Pat not up to the drive; 'Told Bethan ... 37 for the meal')", "AnnotationError", None, None),
    ("b33_ctl_chroma_pub_wilsons_40th_date_label.py", "chromadb, script style",
     "none; label '21/6' (memory: Wilsons 40th 'Sat 21/6 they reckon ... pencilled'; sister can't fly till the Fri "
     "night 'so they're going for the Sat after, the 28th. She's sure now')", "AnnotationError", None, None),
    ("b33_ctl_qdrant_theatre_ahmed_friday_tickets_label.py", "qdrant filtered query (kind=tickets), script style",
     "none; label '4' (memory: Mrs Ahmed wants 4 for Fri 18th; nan 'can't do the stairs up to the balcony, she'll "
     "come Sat matinee ... So 3 for Fri + 1 for Sat mat')", "AnnotationError", None, None),
]

BATCH34 = [
    ("b34_mem0_beekeeping_ashby_swarm_time_extract.py", "mem0 infer=True (scripted model), turn spans, 13 notes",
     "extraction of the 22/5 swarm call keeps the plum tree + Mrs Ashby's membership form, drops 'Dave can't do "
     "tonight ... so Priya's collecting sat 7ish am'; 'what time's the Orchard Close swarm being collected?' (about "
     "7 Sat morning) gets Dave's after-6pm rota", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b34_qdrant_consultancy_harrow_balance_topk.py", "qdrant query_points limit=4, script style, 14 notes",
     "the part payment note (GBP 1,800 of INV-0142 paid by BACS 3/3) ranks 8th and the top 4 miss it; 'what's Harrow "
     "Vets still owe on the booking widget invoice?' (GBP 2,450) gets the whole GBP 4,250", "RetrievalError",
     "qdrant.query_points", "ranked_below_top_k"),
    ("b34_chroma_parish_greenaway_printing_delete.py", "chromadb where delete, script style, 15 notes",
     "1 May clear-out of ended adverts deletes Greenaway's Garage's ad note, which also held 'he'll put GBP 120 "
     "towards the June printing'; 'how much is Greenaway's putting towards the June printing bill?'",
     "DeletionError", "chroma.delete", "deleted"),
    ("b34_langgraph_schoolrun_thursday_pickup_lost_update.py", "LangGraph store sync, two writers in threads",
     "clubs sheet sync puts back its stale Thursday record, losing Claire's pick-up edit (Grandad Ken, 3.15, she's "
     "on lates till half term); 'who's getting the kids from school tomorrow?'", "UpdateError",
     "langgraph.store.put", "overwritten"),
    ("b34_langchain_driving_megan_test_centre_trim.py", "LangChain history + trim_messages (last 14), turn spans",
     "turn 8's trim drops turn 1 (Megan's test Tues 14/10 10.12, Chadderton not Bredbury); 'which test centre is "
     "Megan at tues?' (Chadderton) gets Bredbury, where most pupils test", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b34_letta_beekeeping_sheila_honey_payout_response.py", "Letta core memory block (stand-in), script style",
     "model pays out 24 x GBP 7 = GBP 168 though the block says the association keeps 10% for the pitch + labels; "
     "'how much do I pay Sheila for her honey from sat?' (GBP 151.20)", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b34_llamaindex_consultancy_clee_golive_date_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn "
     "spans", "model gives the planned Fri 25 April though the 16.4 message says Jo would rather launch Tues 6/5 "
     "after the Easter holidays; 'what date the Clee Hill site goes live?' (Tue 6 May)", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH34_CONTROLS = [
    ("b34_ctl_mem0_driving_tom_lesson_length_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'An hour, same as every Saturday' (memory: Sat 2pm Tom B (1hr); 13/10 his dad 'can Sat be a proper "
     "long one, 2-4, M62 ... he's transferred the GBP 72')", "AnnotationError", None, None),
    ("b34_ctl_zep_parish_july_print_date_label.py", "Zep facts (sync client, stand-in), script style",
     "none; label '22nd June - same as every month' (memory: files to Taw Print by the 22nd; Ken away last wk of "
     "June, 'for July I'll send the files Mon 16/6')", "AnnotationError", None, None),
    ("b34_ctl_evermemos_schoolrun_isla_swim_label.py", "EverMemOS async client (stand-in), asyncio, turn spans",
     "none; label 'Yes - Weds is her swim night' (memory: Isla swim Weds 5.30; trip Weds 1/10, coach back half 6, "
     "'No way she'll get to the pool for 5.30, I've messaged Sandra')", "AnnotationError", None, None),
    ("b34_ctl_chroma_beekeeping_feeding_hives_label.py", "chromadb, script style",
     "none; label '2, 3 and 5 - the light ones' (memory: hefted 2, 3 + 5 light; Ken put the last slab of fondant on "
     "H2 Thurs, 'that's her sorted for now')", "AnnotationError", None, None),
    ("b34_ctl_qdrant_consultancy_penrose_signoff_label.py", "qdrant filtered query (client=penrose), script style",
     "none; label 'Gareth, their MD - he signs everything' (memory: Gareth signs all POs + invoices; 'anything under "
     "5k just goes to Lina'; the invoice is GBP 1,400)", "AnnotationError", None, None),
]

BATCH35 = [
    ("b35_mem0_vet_biscuit_dental_balance_extract.py", "mem0 infer=True (scripted model), turn spans, 12 notes",
     "extraction of the 5/3 note on Biscuit the rabbit's dental keeps the GBP 186 bill and the nail clip, drops 'Mr O "
     "had put GBP 60 down when he booked so thats off'; 'how much has Mr Okon still got to pay for Biscuit's dental?' "
     "(GBP 126) gets the whole GBP 186", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b35_chroma_cycling_sunday_cafe_stop_scope.py", "chromadb query where kind=ride, script style, 12 notes",
     "Mick's group-chat note (Hollins has a private do Sunday, the Bridge Tearooms at Hebden will hold the back room) "
     "is kind 'chat' and the ride-scoped query misses it; 'where are we stopping for coffee on tomorrow's ride?' "
     "(Bridge Tearooms, Hebden) gets Hollins Farm", "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b35_qdrant_allotment_dhillon_rent_delete.py", "qdrant filter delete, script style, 12 notes",
     "October clear-out of offered waiting-list notes deletes Mrs Dhillon's, which also held 'she gave it (GBP 24) to "
     "Bob in cash at the hut sun 12/10'; 'has Mrs Dhillon paid for her plot yet?' (yes) gets no, from the 1/10 rents "
     "list", "DeletionError", "qdrant.delete", "deleted"),
    ("b35_langgraph_wedding_caterer_numbers_lost_update.py", "LangGraph store sync, two writers in threads",
     "RSVP sheet sync puts back its stale caterer record, losing Sam's edit (86 sit down, Auntie Pat + Uncle Ray "
     "can't come, his knee op); 'how many are we telling Oak & Ember for the sit-down meal?' (86) gets 88",
     "UpdateError", "langgraph.store.put", "overwritten"),
    ("b35_langchain_theatre_tech_call_time_trim.py", "LangChain history + trim_messages (last 14), turn spans",
     "turn 8's trim drops turn 1 (tech run Sun 16th, cast in for 1.30 not the usual 2); 'what time do I tell the cast "
     "to be in for sunday?' (1.30) gets 2, from the usual Sundays 2 till 5", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b35_zep_vet_mabel_booster_why_response.py", "Zep facts (sync client, stand-in), script style",
     "model puts Mabel's booster move down to Mr Frost being in York, though the facts say Dr Reid wants 2 weeks "
     "after her dental GA on 24/2; 'why's Mabel's booster been put back a week?'", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b35_evermemos_cycling_kit_order_close_response.py", "EverMemOS async client (stand-in), asyncio, turn spans",
     "model gives Mon 3 March (when Jen sends the order off) though the memories say the order stays open 2 weeks "
     "after the Thu 13 Feb AGM; 'what day does the kit order close?' (Thu 27 Feb)", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH35_CONTROLS = [
    ("b35_ctl_mem0_theatre_saturday_tickets_label.py", "mem0 infer=False, search, turn spans",
     "none; label '112, so it's nearly sold out' (memory: Sat 112 incl. Geoff's Rotary 20; their ladies' night dinner "
     "is that Sat 'so he's bringing the 20 back in tmrw'; 4 more sold online: 96)", "AnnotationError", None, None),
    ("b35_ctl_chroma_wedding_cake_maker_label.py", "chromadb, script style",
     "none; label 'Auntie Jan - she offered at Christmas' (memory: Jan offered; 'her hands are really bad this year w "
     "the arthritis ... she's going to do the sweetie table'; cake: Mel's sister Bex, GBP 280)", "AnnotationError",
     None, None),
    ("b35_ctl_qdrant_allotment_plot7_hughes_why_label.py", "qdrant filtered query (plot=7), script style",
     "none; label 'He's not paid his rent for this year' (memory: plot 7 on the 1/10 rents list; 'plot 7 paid BACS "
     "6/10 ... square for the yr'; walk-round: half brambles, 2nd letter, 28 days)", "AnnotationError", None, None),
    ("b35_ctl_letta_vet_bramble_spay_stay_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'Just the day - home between 4 and 5 like the other spays' (memory: spays home same day 4-5pm; "
     "Bramble's murmur, 'kept in + watched thru the night, Mrs A to collect Fri from 9')", "AnnotationError", None,
     None),
    ("b35_ctl_llamaindex_cycling_ravi_kit_arrived_label.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "none; label 'All of it - jersey, bibs, gilet and socks' (memory: Ravi's bibs are size L; 'the L ones are still "
     "being sewn ... another 3 wks'; jersey, socks, gilet handed over)", "AnnotationError", None, None),
]

BATCH36 = [
    ("b36_mem0_landlord_boiler_return_day_extract.py", "mem0 infer=True (scripted model), turn spans, 12 notes",
     "extraction of the 6/10 boiler note keeps the diverter valve + the immersion, drops 'He's back Thurs 16th 8-10am "
     "to fit it ... leave the key w Jess in F1'; 'what day's the boiler man coming back to fit the part at flat 2?' "
     "(Thu 16th) gets no date", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b36_qdrant_langswap_spanish_venue_scope.py", "qdrant filtered query (table=spanish), script style, 14 notes",
     "the move to Cafe Nube for w/c 10/3 went out as a notice to all tables (table=all), so the Spanish-scoped query "
     "misses it; 'where's the spanish table meeting this thurs?' gets the Crown back room", "RetrievalError",
     "qdrant.query_points", "filtered_by_scope"),
    ("b36_chroma_choir_summer_programme_delete.py", "chromadb where delete, script style, 13 notes",
     "the clear-out after the spring concert deletes the spring-night note, which also held 'Margaret's already "
     "picked summer's big piece - the Faure Requiem'; 'what are we singing at the summer concert?' (Requiem, Parry, "
     "Cantique) gets only Parry + the Cantique", "DeletionError", "chroma.delete", "deleted"),
    ("b36_langgraph_reno_plastering_quote_lost_update.py", "LangGraph store sync, two writers in threads",
     "budget sheet sync puts back its stale plasterer record, losing Sam's quote edit (GBP 2,150 -> 1,850, they're "
     "stripping the paper themselves); 'what's the plastering going to cost us?'", "UpdateError",
     "langgraph.store.put", "overwritten"),
    ("b36_langchain_bakery_kasia_loading_time_trim.py", "LangChain history + trim_messages (last 14), turn spans",
     "turn 8's trim drops turn 1 (Kasia's Ledbury van loaded + away by 5.15); 'what time's Kasia got to have the van "
     "loaded by on mon?' gets 6 like the other vans", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b36_zep_landlord_flat3_arrears_response.py", "Zep facts (sync client, stand-in), script style, 8 notes",
     "model gives the GBP 650 Aisha paid as what she owes though the facts say rent GBP 795 and only 650 came in; "
     "'how much does flat 3 still owe me for december?' (GBP 145)", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b36_llamaindex_langswap_marta_reason_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "model blames last week's cold though the 6.6 message says Marta's citizenship ceremony is tues 10th at 5.30 "
     "then a family dinner; 'why's Marta not doing German tonight?'", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH36_CONTROLS = [
    ("b36_ctl_mem0_reno_kitchen_out_length_label.py", "mem0 infer=False, search, turn spans",
     "none; label '3 weeks - that's what Dean said' (memory: quote 'kitchen out of action 3 wks he reckons'; Dean's "
     "actual plan strip out Mon 24/3 ... 'sink + hob back on Fri 4/4. a fortnight then')", "AnnotationError", None,
     None),
    ("b36_ctl_letta_choir_carol_pianist_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'Hilary, our accompanist' (memory: Hilary accompanist this season; her daughter's baby due, "
     "'keeping the middle of the month free'; Rob Ellis 'says yes for the 14th')", "AnnotationError", None, None),
    ("b36_ctl_evermemos_bakery_tomas_early_bake_label.py", "EverMemOS async client (stand-in), asyncio, turn spans",
     "none; label 'Yes - Tuesdays are his' (memory: Tomas Tue + Thu 3am; baby arrived, 'take your two weeks'; Ana "
     "does Tues + Thurs early bakes till the 23rd)", "AnnotationError", None, None),
    ("b36_ctl_chroma_reno_radiator_count_label.py", "chromadb, script style",
     "none; label '6 - three bedrooms, the hall and both lounge ones' (memory: quote 6 new rads; 'the lounge one "
     "under the bay is only 3 yrs old ... just bleed it'; 5 is never written)", "AnnotationError", None, None),
    ("b36_ctl_qdrant_bakery_harbour_deli_drop_label.py", "qdrant filtered query (customer=harbour-deli), script style",
     "none; label '7.30, like every other day' (memory: drop 7.30 back door; regatta Sat 21st, Lou 'wants the baps + "
     "bread with her by 6')", "AnnotationError", None, None),
]

BATCH37 = [
    ("b37_mem0_villagehall_firedoor_day_extract.py", "mem0 infer=True (scripted model), turn spans, 11 notes",
     "extraction of the 11/2 party-booking note keeps Priya's 40th, drops 'the fire door bar in the kitchen is "
     "sticking AGAIN, Ron's popping in wed 19th first thing'; 'when's someone coming to look at the kitchen fire "
     "door?' (Weds 19th, first thing) gets no date", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b37_chroma_bistro_sunday_covers_scope.py", "chromadb where query (kind=booking), script style, 12 notes",
     "the Wilkinsons' christening lunch (18 covers, 1pm Sun) went into the rota note (kind=rota), so the "
     "booking-scoped query misses it; 'how many covers have we got for sunday lunch?' (38) gets 20",
     "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b37_qdrant_dogwalk_biscuit_key_delete.py", "qdrant filter delete (one-off notes past their day), script style",
     "the Monday clear-out deletes Biscuit's vet-day note, which also held 'Mrs K's had a key safe put on by the "
     "side gate, code 1984 ... no more pot'; 'where do I get the key for Biscuit's?' gets the blue pot",
     "DeletionError", "qdrant.delete", "deleted"),
    ("b37_langgraph_flatshare_energy_split_lost_update.py", "LangGraph store sync, two writers in threads",
     "the split app's sync puts back its stale energy record, losing Zara's edit (DD GBP 148 -> 172 from 1/4 after "
     "Octopus's review); 'how much do we each owe for the energy this month?' (GBP 43) gets 37", "UpdateError",
     "langgraph.store.put", "overwritten"),
    ("b37_langchain_moving_removals_length_trim.py", "LangChain history + trim_messages (last 14), turn spans",
     "turn 8's trim drops turn 1 (Hart Removals: 4hrs loading + an hour's drive + 3hrs to unload); 'how long's the "
     "removal going to take on the day?' (about 8 hrs) gets no figure, goes by the keys at 2", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b37_zep_bistro_friday_fish_time_response.py", "Zep facts (sync client, stand-in), script style, 8 notes",
     "model gives the usual 7.15 though the facts say on Fridays Gaz does Torquay first and it's more like 9.30; "
     "'what time's the fish coming tomorrow?' (Fri, about 9.30)", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b37_llamaindex_villagehall_saturday_list_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "model lists the jumble sale and the golden wedding for Sat 5/4 and leaves out the Marston Players' dress "
     "rehearsal 1.30-5, all three in the context; 'can you list what's on in the hall sat 5th'", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH37_CONTROLS = [
    ("b37_ctl_mem0_dogwalk_tuesday_dogs_count_label.py", "mem0 infer=False, two searches, turn spans",
     "none; label '4 - Biscuit, Monty, Pip and Luna' (memory: tues group is those four; Pip's knee op, 'vet wants "
     "her kept in till the stitches come out 20/3')", "AnnotationError", None, None),
    ("b37_ctl_letta_moving_conveyancer_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'Barnes & Co, the ones the agent put us onto' (memory: two quotes; Barnes never answered 3 "
     "emails; Hallidays 'picked up first go, Jen's lovely. signed their client care letter')", "AnnotationError",
     None, None),
    ("b37_ctl_evermemos_flatshare_rent_day_label.py", "EverMemOS async client (stand-in), asyncio, turn spans",
     "none; label 'Yes, it's due on the 1st' (memory: rent to Mr Pell on the 1st; he's in Spain till the 6th, "
     "'hang on + pay April's rent on the 7th')", "AnnotationError", None, None),
    ("b37_ctl_langgraph_bistro_maya_start_label.py", "LangGraph store sync, script style",
     "none; label '10 - she's on 10 till 4' (memory: Sat rota Maya 10-4, Jo 4-close; hen do a spa day, Maya asks "
     "for the eve shift, Jo 'I'll take the lunch', Nadia 'fine by me')", "AnnotationError", None, None),
    ("b37_ctl_qdrant_villagehall_closed_reason_label.py", "qdrant query, script style",
     "none; label 'The floor's being sanded + varnished that week' (memory: sanding pencilled w/c 28/4; Floorcraft "
     "'can't come till June now'; hall is the polling station thurs 1st May)", "AnnotationError", None, None),
]

BATCH38 = [
    ("b38_mem0_camp_mia_pickup_time_extract.py", "mem0 infer=True (scripted model), turn spans, 11 notes",
     "extraction of the 4/8 call keeps Mia's inhaler moving to her bag, drops 'her gran's getting her Weds at 1.15 "
     "not 4, dentist in town'; 'what time's Mia R being collected today?' (1.15, gran) gets the 4pm pick-up",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b38_qdrant_plumber_hughes_pump_branch_scope.py", "qdrant filtered query (job=hughes), script style, 12 notes",
     "City Plumbing's call (pump in, collect from the Bridgend branch on Tondu Rd, Pencoed's counter shut for a "
     "refit) was filed as a stock note, so the Hughes-scoped query misses it; 'where am I picking up Mrs Hughes's "
     "pump from?' gets Pencoed", "RetrievalError", "qdrant.query_points", "filtered_by_scope"),
    ("b38_chroma_bookclub_reading_list_delete.py", "chromadb where delete, script style, 12 notes",
     "the clear-out after the October meeting deletes the October write-up, which also held 'Next time we're doing "
     "Tomorrow, and Tomorrow, and Tomorrow'; 'what are we reading for the next three months?' gets only Dec + Jan",
     "DeletionError", "chroma.delete", "deleted"),
    ("b38_langgraph_festival_jordan_gate_shift_lost_update.py", "LangGraph store sync, two writers in threads",
     "wristband sync puts back its stale volunteer record, losing Nat's shift edit (Sat 2-6pm -> Sun 10:00-14:00, "
     "Jordan's at a wedding sat); 'which day is Jordan on the gate?'", "UpdateError", "langgraph.store.put",
     "overwritten"),
    ("b38_langchain_mum_furosemide_reason_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (GP upped furosemide: ankles like balloons, 2kg in a wk, fluid); 'why did mum's "
     "water tablet go up?' gets the chemist's BP reading", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b38_zep_plumber_unpaid_invoices_total_response.py", "Zep facts (sync client, stand-in), script style, 8 notes",
     "model totals only Davies's GBP 185 though the facts say Patel's GBP 92.50 hasn't come in either; 'how much am "
     "I still waiting on from invoices?' (GBP 277.50)", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b38_llamaindex_camp_leo_flapjack_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "model says yes (oats are fine) though the 12/8 message says the new Co-op flapjacks have sesame seeds on top "
     "and Leo is allergic to sesame; 'can Leo P have a flapjack at snack time today?'", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH38_CONTROLS = [
    ("b38_ctl_mem0_festival_crew_camping_field_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'Field C, behind the main stage' (memory: site plan crew camping Field C; after the storm 'Field "
     "C is a swamp ... crew tents go up in the top paddock by the car park')", "AnnotationError", None, None),
    ("b38_ctl_letta_mum_memory_clinic_escort_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'Claire - she does the hospital appointments' (memory: Claire = hospital appts; Claire in Malaga "
     "18-25 Oct; 'Rob's booked Weds 22nd off work ... do the clinic')", "AnnotationError", None, None),
    ("b38_ctl_evermemos_bookclub_headcount_label.py", "EverMemOS async client (stand-in), asyncio, turn spans",
     "none; label '10 - the whole club' (memory: 'there's 10 of us now'; Anna in Leeds that week; Sue + Mark "
     "tested positive; Jean bringing her sister: 8)", "AnnotationError", None, None),
    ("b38_ctl_chroma_camp_kestrels_kayak_length_label.py", "chromadb, script style",
     "none; label '2 hours, 10 till 12' (memory: timetable kayaking 10-12; under-10s on the water an hour max, "
     "'Kestrels (mostly 9s) kayak 10-11 then den building')", "AnnotationError", None, None),
    ("b38_ctl_qdrant_plumber_davies_bathroom_price_label.py", "qdrant filtered query (job=davies), script style",
     "none; label 'GBP 1,450 as quoted' (memory: quote 1,450 incl the Bristan suite at 380; Davies bought his own "
     "suite, 'take the 380 ... off his price': 1,070)", "AnnotationError", None, None),
]

BATCH39 = [
    ("b39_mem0_hairdresser_kaur_saturday_extract.py", "mem0 infer=True (scripted model), turn spans, 10 notes",
     "extraction of the 10/3 call keeps Mrs Kaur's Olaplex + patch test, drops 'her sister's funeral is Fri so can I "
     "do her sat 9.30 instead'; 'what day am I doing Mrs Kaur this week, and what time?' (Sat, 9.30) gets Fri 10am",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b39_qdrant_orchestra_brass_sectional_venue_scope.py", "qdrant filtered query (section=brass), script style, "
     "12 notes",
     "the caretaker's email (floors being sanded, brass sectional to the Methodist church hall on Bridge St) was "
     "filed as an admin note, so the brass-scoped query misses it; 'where's the brass sectional this saturday?' gets "
     "the drama studio", "RetrievalError", "qdrant.query_points", "filtered_by_scope"),
    ("b39_chroma_garden_ashworth_baskets_balance_delete.py", "chromadb where delete, script style, 12 notes",
     "the week-14 clear-out deletes Thursday's delivery note, which also held Mrs Ashworth's GBP 60 deposit on her "
     "baskets; 'how much has Mrs Ashworth still got to pay on her baskets?' (GBP 276) gets GBP 336",
     "DeletionError", "chroma.delete", "deleted"),
    ("b39_langgraph_carshare_thursday_car_lost_update.py", "LangGraph store sync, two writers in threads",
     "the car app's mileage sync puts back its stale week record, losing Mum's Thursday edit (Kemi has the car for "
     "her driving test, Dad on the 7.02 bus); 'who's got the car on thursday?'", "UpdateError",
     "langgraph.store.put", "overwritten"),
    ("b39_langchain_radio_guest_slot_length_trim.py", "LangChain history + trim_messages (last 14), turn spans",
     "turn 8's trim drops turn 1 (Mo from the food bank on at 8.40, right up to the 9 o'clock news); 'how long have "
     "I got with Mo on saturday?' gets the station's 10-minute rule", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b39_letta_orchestra_spring_fees_total_response.py", "Letta core memory block (stand-in), script style",
     "model charges both children the full GBP 90 though the block says the 2nd child is half price; 'how much is "
     "the spring term bill for both kids?' (GBP 160 = 90 + 45 + 25 cello hire)", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b39_llamaindex_garden_school_trade_discount_response.py", "LlamaIndex Memory async (aput/aget), asyncio, "
     "turn spans",
     "model says no though the 3/4 message says Greenfield Primary's account form came back and they're set up on "
     "the till; 'can I give her the 10% trade discount?'", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH39_CONTROLS = [
    ("b39_ctl_mem0_hairdresser_jade_foils_time_label.py", "mem0 infer=False, search, turn spans",
     "none; label '2pm' (memory: Jade booked 2pm; 'her boss won't let her off early sat so half 3 is the soonest "
     "... Lou's happy with the 2 o'clock')", "AnnotationError", None, None),
    ("b39_ctl_zep_radio_saturday_guests_label.py", "Zep facts (sync client, stand-in), script style",
     "none; label 'Mo, Pete and Hannah Cole' (memory: three guests lined up; Hannah 'lost her voice completely ... "
     "we'll have her on in Jan')", "AnnotationError", None, None),
    ("b39_ctl_evermemos_orchestra_concert_date_label.py", "EverMemOS async client (stand-in), asyncio, turn spans",
     "none; label 'Saturday 29th March' (memory: concert Sat 29 March; school hall full of mock-exam desks, 'the "
     "Guildhall can have us on the Sunday, 30/3, 3pm')", "AnnotationError", None, None),
    ("b39_ctl_chroma_garden_bedding_trays_count_label.py", "chromadb, script style",
     "none; label '40 trays' (memory: 40 trays ordered, 16 of them petunias; frost, 'they can only send 8 of the "
     "16': 32)", "AnnotationError", None, None),
    ("b39_ctl_langgraph_carshare_dad_bus_reason_label.py", "LangGraph store sync, three phones in threads",
     "none; label 'the car's in for its MOT' (memory: MOT booked Mon 17th; done early on Sat 8th, passed; 'Mon I'll "
     "need the car for Gran')", "AnnotationError", None, None),
]

BATCH40 = [
    ("b40_mem0_rugby_u10_meet_time_extract.py", "mem0 infer=True (scripted model), turn spans, 10 notes",
     "extraction of Rhys's 9/10 call keeps Finn's spare gumshield, drops 'Pontypool Sun ... ko is 10.30 now, meet us "
     "at theirs 9.45 not the clubhouse 9.15'; 'what time do I need to have the kids at Pontypool for tomorrow?' "
     "(9.45 at their ground) gets 9.15 at the clubhouse", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b40_qdrant_accounts_hartley_filing_deadline_scope.py", "qdrant filtered query (client=hartley), script style, "
     "12 notes",
     "the Companies House letter (AA01 accepted, ARD 31/03, first accts on the new date due 31.12.25) was filed as a "
     "practice post note, so the Hartley-scoped query misses it; 'when do Hartley Joinery's accounts have to be in "
     "at Companies House?' gets 31 March", "RetrievalError", "qdrant.query_points", "filtered_by_scope"),
    ("b40_chroma_foodbank_shopping_list_delete.py", "chromadb where delete, script style, 12 notes",
     "the clear-out after Sat 4/10 deletes that session's write-up, which also held 'right out of size 5 nappies, "
     "pls add to Oct's shopping list'; 'what's on this month's shopping list?' gets only tinned meat + UHT milk",
     "DeletionError", "chroma.delete", "deleted"),
    ("b40_langgraph_narrowboat_blacking_days_lost_update.py", "LangGraph store sync, two writers in threads",
     "budget sync puts back its stale blacking record, losing Jess's dates (crane out Mon 13/10, back in Fri 17th, "
     "5 days on the hard); 'how long will Kingfisher be out of the water for the blacking?' gets 3 days",
     "UpdateError", "langgraph.store.put", "overwritten"),
    ("b40_langchain_pets_maple_diet_reason_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (Maple's bloods: kidney numbers up, early CKD, Hill's k/d); 'why's Maple on the "
     "special food?' gets the weigh-in (a bit heavy)", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b40_zep_foodbank_harvest_tins_total_response.py", "Zep facts (sync client, stand-in), script style, 8 notes",
     "model adds the school's 140 and Tesco's 88 and leaves out the Scouts' 65 though all three are in the facts; "
     "'how many tins did we get in over harvest altogether?' (293)", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b40_llamaindex_rugby_alfie_play_sunday_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "model says yes (he did the non-contact drills at training) though the 6/10 message says concussion, no "
     "contact before the 23rd; 'is Alfie W ok to play v Blackwood tomorrow?'", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH40_CONTROLS = [
    ("b40_ctl_mem0_pets_biscuit_jab_day_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'Tuesday' (memory: booster booked Tue 14/10 4.40 w Sian; 'Sian's off sick all next wk, they've "
     "put Biscuit in w Mr Ahmed thurs 16th, same time')", "AnnotationError", None, None),
    ("b40_ctl_letta_accounts_nguyen_fee_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'GBP 1,200 - the fixed yearly fee' (memory: fixed fee 1,200/yr; Linh sent her brother's garage "
     "our way, 'the Nguyens get 10% off this yr's bill, so 1,080')", "AnnotationError", None, None),
    ("b40_ctl_evermemos_narrowboat_fenders_count_label.py", "EverMemOS async client (stand-in), asyncio, turn spans",
     "none; label '6 - three a side' (memory: 'we need 6 all round, 3 a side'; 2 decent ones found in the bow "
     "locker; Alan's rope one off Cygnet dropped off: 3 to buy)", "AnnotationError", None, None),
    ("b40_ctl_chroma_rugby_u11_venue_label.py", "chromadb, script style",
     "none; label 'Away at Taffs Well' (memory: fixture card 19/10 Taffs Well (a); their pitches under water, 'asked "
     "can they bring their lot to ours sun. Rhys said yes - top field')", "AnnotationError", None, None),
    ("b40_ctl_langgraph_accounts_hartley_signoff_label.py", "LangGraph store sync, two writers in threads",
     "none; label 'Helen - the partner who does the Ltd companies' (memory: Helen signs off all Ltd accts; Camino "
     "till 5 Jan, 'Marcus is doing all my sign-offs while I'm away')", "AnnotationError", None, None),
]

BATCH41 = [
    ("b41_mem0_cricket_ashby_match_day_extract.py", "mem0 infer=True (scripted model), turn spans, 10 notes",
     "extraction of Colin's 10/6 call keeps Raj's pads, drops 'their grounds got the village fete on the sat so "
     "they've asked to play ours on the Sun 15th'; 'what day are we playing Ashby now?' (Sunday the 15th, at ours) "
     "gets Saturday the 14th", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b41_chroma_bookshop_hollis_order_list_scope.py", "chromadb where query (event=hollis-evening), script style, "
     "11 notes",
     "the Penguin rep's note (Maggie wants the new novella Small Hours on the signing table) was filed as a general "
     "note, so the event-scoped query misses it; 'which of Maggie's books do I need to get in for her evening?' "
     "gets only The Salt Marsh and Low Tide", "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b41_qdrant_groomer_bramble_price_delete.py", "qdrant filter delete, script style, 10 notes",
     "Sunday's clear-out of week wc-6oct deletes Thursday's end-of-day note, which also held 'Mrs P + me agreed she "
     "goes on a full clip every 6 wks from now, £55 each time'; 'how much do I charge Mrs Pike for Bramble on "
     "Thursday?' gets the standing £42", "DeletionError", "qdrant.delete", "deleted"),
    ("b41_langgraph_goldenwedding_cake_pickup_lost_update.py", "LangGraph store sync, two writers in threads",
     "the spreadsheet sync puts back its stale cake record, losing Claire's 'Crumbs don't open Sats in June ... "
     "collect FRI 20th at 4'; 'when are we picking the cake up?' gets Saturday morning 10ish", "UpdateError",
     "langgraph.store.put", "overwritten"),
    ("b41_langchain_choir_ghent_rooms_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (Onderbergen confirmed 19 twins + 4 singles); 'how many rooms have we got in Ghent "
     "all told?' (23) gets the treasurer's old guess of 20", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b41_zep_choir_tour_balance_response.py", "Zep facts (sync client, stand-in), script style, 8 notes",
     "model takes the £100 deposit off the £395 and forgets the £150 second payment though all three are in the "
     "facts; 'how much has each of us still got to pay if we're sharing?' (£145)", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b41_llamaindex_goldenwedding_mags_parking_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn "
     "spans",
     "model says she must park at the village hall like everyone (Mark's message) though the 9/6 message says the "
     "landlord is coning off a blue-badge bay by the side door for Auntie Mags; 'can Auntie Mags park at the Bell "
     "itself?'", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH41_CONTROLS = [
    ("b41_ctl_mem0_groomer_okafor_time_label.py", "mem0 infer=False, search, turn spans",
     "none; label '10.30am, her usual slot' (memory: Tuesday round Mrs Okafor 10.30; 'taking her mum for the "
     "hospital appts tues mornings ... can I come after lunch? said 1.15 is fine')", "AnnotationError", None, None),
    ("b41_ctl_letta_bookshop_hollis_intro_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'Annie, the owner' (memory: the owner does the intro at author evenings; Annie's cataract op the "
     "day before, 'Mel's going to do Maggie's intro + the Q&A')", "AnnotationError", None, None),
    ("b41_ctl_evermemos_cricket_nets_why_label.py", "EverMemOS async client (stand-in), asyncio, turn spans",
     "none; label 'The weather - it's meant to be wet' (memory: 'forecast for tues looks showery'; Bill is gluing "
     "new matting down in both nets Tuesday, needs 24 hrs)", "AnnotationError", None, None),
    ("b41_ctl_chroma_goldenwedding_disco_hours_label.py", "chromadb, script style",
     "none; label 'Three hours, 8 till 11' (memory: disco 8 till 11; Mum wants to hear people at the meal, 'told "
     "Stevie not to start before 9 ... still packing up at 11')", "AnnotationError", None, None),
    ("b41_ctl_qdrant_choir_bruges_venue_label.py", "qdrant query, script style",
     "none; label 'Sint-Walburga church' (memory: Bruges concert at Sint-Walburga; the verger's email, organ being "
     "restored, 'he's sorted it w the Begijnhof church round the corner for us')", "AnnotationError", None, None),
]

BATCH42 = [
    ("b42_mem0_swim_county_champs_venue_extract.py", "mem0 infer=True (scripted model), turn spans, 10 notes",
     "extraction of the county's 3/2 email keeps the lost-property box, drops 'NOT at Ravensbrook, roof's leaking ... "
     "all going to Hillcrest Leisure Centre (the 50m one)'; 'where are the county champs being swum this year?' "
     "(Hillcrest) gets Ravensbrook", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b42_qdrant_windows_patel_owed_scope.py", "qdrant filtered query (customer=patel-14elm), script style, 12 notes",
     "the Tue 14/10 day sheet ('mrs patel left £30 in an envelope under the mat, covers aug + sept, so just octs "
     "now') was filed under 'round', so the customer-scoped query misses it; 'how much does Mrs Patel still owe me?' "
     "(£15) gets £45", "RetrievalError", "qdrant.query_points", "filtered_by_scope"),
    ("b42_chroma_funrun_lake_marshal_kit_delete.py", "chromadb where delete, script style, 12 notes",
     "the clear-out of the 2/9 meeting's notes deletes the minutes that held 'lake loop marshals carry a first aid "
     "kit each'; 'what have the marshals on the lake loop got to take with them?' gets only hi-vis + whistle",
     "DeletionError", "chroma.delete", "deleted"),
    ("b42_langgraph_allotment_hen_sitter_lost_update.py", "LangGraph store sync, two writers in threads",
     "egg-tally sync puts back its stale hens record, losing Mick's edit (Pauline can't, the chair's lad Kieran is "
     "doing 8am + 6pm); 'who's seeing to the hens while we're in Whitby?' gets Pauline (plot 14)",
     "UpdateError", "langgraph.store.put", "overwritten"),
    ("b42_langchain_piano_exam_arrival_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (Olivia's gr 3 slot tues 11th nov 2.40pm, there 20 mins before); 'what time's "
     "Olivia got to be at her exam on Tuesday?' (2.20) gets her usual 4.15 lesson time", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b42_zep_windows_cash_tin_total_response.py", "Zep facts (sync client, stand-in), script style, 8 notes",
     "model adds no 7's £22 bank transfer into the cash tin with the £16, £18 and £12 cash though the facts say it "
     "came through on the app; 'how much cash should be in the tin from Meadow Way this week?' (£46)",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b42_llamaindex_funrun_dogs_on_course_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "model says yes (last year's Facebook wording, 'four-legged ones too') though the 8/9 message says no dogs on "
     "the course, watch on a lead only; 'can people run with their dogs on Sunday?'", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH42_CONTROLS = [
    ("b42_ctl_mem0_piano_ava_grade_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'Grade 2 - the one after her grade 1 merit' (memory: gr 1 merit, 'gr 2 next'; then 'we both think "
     "gr 2 would be a waste of a yr for her, so we're going for gr 3 in the spring session')", "AnnotationError",
     None, None),
    ("b42_ctl_letta_swim_gala_warmup_length_label.py", "Letta core memory block (stand-in), script style",
     "none; label '45 minutes - 8 till quarter to nine' (memory: meet pack warm up 8.00-8.45 all clubs; host club's "
     "email: pool split in 2 groups, 'we're group B ... 8.25-8.45 in the water')", "AnnotationError", None, None),
    ("b42_ctl_evermemos_allotment_egg_count_label.py", "EverMemOS async client (stand-in), asyncio, turn spans",
     "none; label '9' (memory: '9 so far this wk (mon-weds)'; Mick 3 in the nest box Thu; 4 on Fri: 16 in all)",
     "AnnotationError", None, None),
    ("b42_ctl_qdrant_windows_thornfield_day_label.py", "qdrant-client unfiltered query, script style",
     "none; label 'Monday - that's Thornfield's day' (memory: 'Thornfield Rd = mondays'; bin lorry blocks it mon "
     "mornings, 'so Thornfield's a thursday job from Nov')", "AnnotationError", None, None),
    ("b42_ctl_langchain_funrun_start_time_why_label.py", "LangChain history (no trim), turn spans",
     "none; label 'so people on the Sunday bus can get there' (memory: the bus idea was looked at and dropped, first "
     "bus in at 11.05; the farmers' market has the field till 10.15, 'so we're off at 10.30')", "AnnotationError",
     None, None),
]

BATCH43 = [
    ("b43_mem0_tennis_junior_coaching_day_extract.py", "mem0 infer=True (scripted model), turn spans, 10 notes",
     "extraction of the 12/2 note on what Gareth said keeps the £420 ball machine, drops 'lights on 3+4 are being "
     "rewired ... juniors 8-11 go to sat mornings 9-10.30 from after half term'; 'what day are the 8-11s doing their "
     "coaching after half term?' (Saturday mornings) gets Fridays", "ExtractionError", "mem0.extract",
     "omitted_at_extraction"),
    ("b43_chroma_caravan_glenmore_pitch_scope.py", "chromadb filtered query (site=glenmore), script style, 12 notes",
     "the family-chat message ('glenmore rang back re the flooding ... we're on 47 now, the hardstanding one down by "
     "the river') was filed under 'general', so the site-scoped query misses it; 'which pitch have we got at "
     "Glenmore?' (47) gets 12", "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b43_qdrant_minibus_wednesday_driver_delete.py", "qdrant payload-filtered delete, script style, 12 notes",
     "the clear-out of the 18/3 garden centre trip's notes deletes the debrief that held 'Sandra Whitlock's DBS came "
     "thru ... she's taking the weds lunch club run from 25th'; 'who's driving the Wednesday lunch club run from "
     "this week?' (Sandra, the new volunteer) gets Keith", "DeletionError", "qdrant.delete", "deleted"),
    ("b43_langgraph_brewery_meet_brewer_ticket_lost_update.py", "LangGraph store sync, two writers in threads",
     "ticket-count sync puts back its stale meet-the-brewer record, losing Lou's edit (£15 a head, 4 thirds and a "
     "Dough Bros pie); 'how much are the tickets for the meet the brewer night?' (£15) gets £12",
     "UpdateError", "langgraph.store.put", "overwritten"),
    ("b43_langchain_school_coding_club_length_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (the TA covering Tuesday coding club must be away by 4.15, so 3.30-4.15); 'how long "
     "is coding club going to be tomorrow?' (45 min) gets the newsletter's usual hour", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b43_evermemos_tennis_matches_left_response.py", "EverMemOS async client (stand-in), asyncio, turn spans",
     "model counts the rained-off Westfield match (replay by 31 Jul) as played though the chat says so; 'how many "
     "league matches have we still got to play?' (9 - 3 played = 6) gets 5", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b43_zep_caravan_dog_static_response.py", "Zep facts (sync client, stand-in), script style, 8 notes",
     "model says yes, £4 a night, though the facts say dogs only on the touring + camping fields, none in the "
     "statics, and the booking is static no 112; 'can we take Biscuit to Sandy Bay?' (no)", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH43_CONTROLS = [
    ("b43_ctl_mem0_minibus_bakewell_departure_label.py", "mem0 infer=False, search, turn spans",
     "none; label '9.15 from St Mark's' (memory: pick up 9.15 when the trip was set up; then Pam: Bakewell coach "
     "park being resurfaced, the rec's full by half 10 on market day, 'so we're going from the church hall at "
     "quarter to 9')", "AnnotationError", None, None),
    ("b43_ctl_llamaindex_school_cookery_kit_label.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "none; label 'an apron, a tub and some oven gloves' (memory: apron; named tub with a lid; Mrs K says school's "
     "got a big box of oven gloves and she'd rather they all use those)", "AnnotationError", None, None),
    ("b43_ctl_letta_brewery_sunday_closed_why_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'it's stocktake day' (memory: stocktake pencilled for sun 12/4, then 'better done mon 13th first "
     "thing before the dray'; everyone on the stand at Harrogate beer fest on the Sunday, so no one to open up)",
     "AnnotationError", None, None),
    ("b43_ctl_chroma_tennis_club_champs_finals_date_label.py", "chromadb unfiltered query, script style",
     "none; label 'Saturday 11 July' (memory: fixtures card says finals day sat 11 july; June cttee: 11/7 is the "
     "county junior closed, 'agreed to go w the sat after - 18/7')", "AnnotationError", None, None),
    ("b43_ctl_langgraph_caravan_balance_owed_label.py", "LangGraph store sync, turn spans",
     "none; label '£180 - the Seaview balance' (memory: Seaview £180 bal due 1/7, then Dave 'sorted seaview's £180 "
     "on their app'; Glenmore £340, £100 dep paid, rest on arrival: £240 left)", "AnnotationError", None, None),
]

BATCH44 = [
    ("b44_mem0_baker_wedding_tiers_extract.py", "mem0 infer=True (scripted model), turn spans, 9 notes",
     "extraction of the 18/4 tasting note keeps the cake stand + cake boards, drops 'red velvet for the top, & can "
     "the middle be lemon + elderflower not plain lemon drizzle'; 'what flavours are the three tiers of Chi and "
     "Dan's cake?' (fruit, lemon & elderflower, red velvet) gets lemon drizzle + top undecided", "ExtractionError",
     "mem0.extract", "omitted_at_extraction"),
    ("b44_chroma_dentist_crown_balance_rankedout.py", "chromadb query, top 4, script style, 12 notes",
     "the 3/3 card payment ('Declan Brennan ... put £100 down on card b4 we send to the lab') ranks below four other "
     "Brennan notes; 'how much has Mr Brennan got left to pay for his crown?' (£220) gets the full £320",
     "RetrievalError", "chroma.query", "ranked_below_top_k"),
    ("b44_qdrant_watch_patrol_log_contact_delete.py", "qdrant filter delete (status=closed), script style, 11 points",
     "the 1 Dec clear-out of closed reports deletes the shed break-in report that also said Sgt Moss has moved on and "
     "PCSO Dani Reid wants the patrol log; 'who do I send this month's patrol log to?' gets Sgt Moss",
     "DeletionError", "qdrant.delete", "deleted"),
    ("b44_langgraph_theatre_usher_call_lost_update.py", "LangGraph store sync, two writers in threads",
     "box-office sync puts back its stale matinee record, losing Priya's edit (ushers' call 1.15 for a 90-child "
     "school party); 'what time do the ushers need to be in on Saturday?' gets the usual 1.45", "UpdateError",
     "langgraph.store.put", "overwritten"),
    ("b44_langchain_dissertation_ch3_due_trim.py", "LangChain history + trim_messages (last 14), turn spans",
     "turn 8's trim drops turn 1 (Dr Hale wants ch3 by fri 6/3, not the handbook's 27th); 'when's my methods "
     "chapter due to Dr Hale?' (Fri 6 March) gets the handbook's 27 March", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b44_letta_dissertation_interviews_left_response.py", "Letta core memory block (stand-in), script style",
     "model counts only the 5 named interviews, not the 2 more that week or Pete's on 6/3; 'how many more "
     "interviews have I got to do?' (4 of 12 left) gets 7", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b44_evermemos_theatre_relaxed_bar_response.py", "EverMemOS sync client (stand-in), script style, 7 messages",
     "model goes by the panto-week bar rota though Tom's message says Tuesday's relaxed performance has no interval "
     "bar, ice creams only; 'is the bar open in the interval on Tuesday?' (no) gets yes", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH44_CONTROLS = [
    ("b44_ctl_mem0_dentist_kowalski_time_label.py", "mem0 infer=False, search, turn spans",
     "none; label '9.40 in the morning' (memory: booked 9.40 Thu 5/3; she rang, '9.40's no good w the school run, "
     "I've put her at 11.20 same day same chair')", "AnnotationError", None, None),
    ("b44_ctl_zep_baker_priya_balance_label.py", "Zep facts (sync client, stand-in), script style",
     "none; label '£60 - the £85 cake minus her £25 deposit' (memory: £60 left after the deposit; then a dozen "
     "cupcakes at £30, 'she'll pay for the lot when she picks up': £90)", "AnnotationError", None, None),
    ("b44_ctl_llamaindex_watch_later_patrol_why_label.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "none; label 'so more people can come along once they've had their tea' (memory: Mark's idea, Geoff said "
     "numbers aren't the problem; the PCSO's figures put the break-ins at 10-midnight, so patrols are 10pm-12)",
     "AnnotationError", None, None),
    ("b44_ctl_qdrant_theatre_interval_length_label.py", "qdrant-client unfiltered query, script style",
     "none; label '20 mins - the usual' (memory: house rule 20 min; Blithe Spirit's 'interval's only 15 this run' "
     "for the last 36 bus)", "AnnotationError", None, None),
    ("b44_ctl_chroma_dissertation_handin_day_label.py", "chromadb query, script style",
     "none; label 'Thursday 23rd April, 2pm' (memory: handbook date 23 April; 'ECF back - agreed!! 2 wks on top of "
     "the handbook date, so thurs 7 may for me')", "AnnotationError", None, None),
]

BATCH45 = [
    ("b45_mem0_farmshop_egg_day_extract.py", "mem0 infer=True (scripted model), turn spans, 7 notes",
     "extraction of the 23/2 call with Pete keeps the 20 trays, the price and Sal's day off, drops 'can't do tues any "
     "more, it'll be thurs mornings from 5/3 (he's doing the Tuesday market at Ashby now)'; 'what day's Pete bringing "
     "the eggs now?' (Thursday mornings) gets Tuesday", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b45_chroma_holidaylet_spare_key_scoped.py", "chromadb query with where let+kind, script style, 10 notes",
     "Marie's changeover note (filed as cleaning) moved the Old Dairy's spare key to the key safe on the oil tank, "
     "code 4471; the keys-only query leaves it out; 'where's the spare key for the Old Dairy?' gets under the blue "
     "pot", "RetrievalError", "chroma.query", "scope_filtered"),
    ("b45_qdrant_library_tues_desk_delete.py", "qdrant filter delete (status=done), script style, 10 points",
     "the 6 April clear-out of done jobs deletes the book-sale-float job that also said Kev takes the Tues am desk "
     "from 14/4 (Margaret's knee); 'who's on the Tuesday morning desk after Easter?' gets Margaret",
     "DeletionError", "qdrant.delete", "deleted"),
    ("b45_langgraph_football_hotel_rooms_lost_update.py", "LangGraph store sync, two writers in threads",
     "the payments sync puts back its stale Seaview Lodge record, losing Dave's edit (14 rooms, +2 doubles for the "
     "parents driving the minibus); 'how many rooms have we got at the Seaview?' gets 12", "UpdateError",
     "langgraph.store.put", "overwritten"),
    ("b45_langchain_cider_primary_weeks_trim.py", "LangChain history + trim_messages (last 14), turn spans",
     "turn 8's trim drops turn 1 (uncle Mick: 3 wks min in the first bucket on the wild yeast); 'how long is the "
     "cider supposed to stay in the first bucket?' (3 weeks at least) gets the stout kit's 10 days", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b45_letta_holidaylet_fernsby_balance_response.py", "Letta core memory block (stand-in), script style",
     "model takes only the £640 week and the £150 deposit, not the £25 dog fee or the £200 paid 1/3; 'how much have "
     "the Fernsbys still got to pay?' (£315) gets £490", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b45_evermemos_football_coach_arrival_response.py", "EverMemOS sync client (stand-in), script style, 7 messages",
     "model gives the coach's 6.30 departure though Dave's message says lads there 6.10 latest; 'what time do the "
     "lads need to be at the club tomorrow?' (6.10) gets 6.30", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH45_CONTROLS = [
    ("b45_ctl_mem0_library_bev_saturday_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'Yes, she's on the rota for the 18th' (memory: rota has Bev on 18/4; 'Bev's last Saturday today, "
     "she's off up to Leeds for good to be near her daughter'; Raj can do the 18th)", "AnnotationError", None, None),
    ("b45_ctl_zep_farmshop_small_box_label.py", "Zep facts (sync client, stand-in), script style",
     "none; label 'Spuds, carrots, leeks, onions and kale' (memory: first plan had kale; 'frost did for the kale on "
     "Top Field ... not fit to sell', 40 bunches of purple sprouting from Ray for the small boxes)",
     "AnnotationError", None, None),
    ("b45_ctl_llamaindex_cider_bottling_why_label.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "none; label 'Because the swing-top bottles haven't turned up yet' (memory: the bottles came Tuesday; reading "
     "still 1.012, Mick says wait till near 1.000 or the bottles could go pop)", "AnnotationError", None, None),
    ("b45_ctl_qdrant_football_home_day_label.py", "qdrant-client unfiltered query, script style",
     "none; label 'Sunday 24th May' (memory: itinerary v1 home sun 24th; presentations sun 5pm, parents voted to keep "
     "the rooms sun night, 'back mon 25th (bank hol) about 2pm')", "AnnotationError", None, None),
    ("b45_ctl_chroma_holidaylet_checkin_time_label.py", "chromadb two queries, script style",
     "none; label '4pm - normal check-in time' (memory: house rule check-in from 4pm; Marie can have it done for 1, "
     "'told Mrs H 1 o'clock's fine')", "AnnotationError", None, None),
]

BATCH46 = [
    ("b46_mem0_plant_stall_ludlow_pitch_extract.py", "mem0 infer=True (scripted model), turn spans, 10 notes",
     "extraction of the 11/5 note keeps the 2 extra tomato trays, drops 'sat 16th we're on pitch 22 down Castle St "
     "end by the bank, the food festival lot have got the Buttercross bit'; 'where am I setting up at Ludlow "
     "tomorrow?' (pitch 22, Castle St end) gets the usual pitch 7 by the Buttercross", "ExtractionError",
     "mem0.extract", "omitted_at_extraction"),
    ("b46_chroma_charity_shop_saturday_takings_rankedout.py", "chromadb query, top 3, script style, 14 notes",
     "Lorraine's note that the card reader took £188.50 on Sat on top of the till's £312.40 cash ranks out of the "
     "top 3; 'what were sat's takings altogether?' (£500.90) gets £312.40", "RetrievalError", "chroma.query",
     "ranked_below_top_k"),
    ("b46_qdrant_liftshare_thursday_pickup_delete.py", "qdrant filter delete (swaps that are over), script style, "
     "11 points",
     "the Monday clear-out of past swaps deletes the 7/5 swap note that also said the Thursday squad now swims till "
     "7.45; 'what time do I need to be at the pool to collect the kids on Thursday?' (about 7.50) gets the rota's "
     "7.20", "DeletionError", "qdrant.delete", "deleted"),
    ("b46_langgraph_bell_tower_wedding_conductor_lost_update.py", "LangGraph store sync, two writers in threads",
     "parish diary sync puts back its stale booking, losing Sue's edit (Raj conducts, Geoff's having his knee "
     "done); 'who's calling the changes at the Hughes-Patel wedding?' gets Geoff", "UpdateError",
     "langgraph.store.put", "overwritten"),
    ("b46_langchain_drama_tech_rehearsal_length_trim.py", "LangChain history + trim_messages (last 14), turn spans",
     "turn 8's trim drops turn 1 (Mr O: Sunday's tech is 10 till 4, not the board's 12-3); 'how long is sunday's "
     "tech going to be?' (six hours) gets three", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b46_letta_charity_shop_donations_refused_response.py", "Letta core memory block (stand-in), script style",
     "model lists electricals and car seats but says bedding is fine, though the block says the rag man won't take "
     "duvets or pillows till May; 'what can't we take in as donations at the moment?' (electricals, duvets and "
     "pillows, car seats)", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b46_evermemos_bell_tower_practice_night_response.py", "EverMemOS sync client (stand-in), script style, "
     "7 messages",
     "model goes by the standing 'practice thurs 7.30-9' though Mike's message says the ringing room is locked all "
     "week while Nicholson's do the clappers; 'is there practice this Thursday?' (no) gets yes", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH46_CONTROLS = [
    ("b46_ctl_mem0_liftshare_tuesday_kids_count_label.py", "mem0 infer=False, search, turn spans",
     "none; label '3 - Ella, Sam and Jos' (memory: the usual Tuesday three; Priya on nights for 2 wks, 'can Amara + "
     "Zain come w me tues + thurs ... said yes', Dev's 7-seater: five)", "AnnotationError", None, None),
    ("b46_ctl_zep_plant_stall_lavender_price_label.py", "Zep facts (sync client, stand-in), script style",
     "none; label '£7 a pot' (memory: May price list £7; the poor Hill's batch, 'put a fiver on them ... till "
     "they've all gone')", "AnnotationError", None, None),
    ("b46_ctl_llamaindex_drama_thursday_early_start_why_label.py", "LlamaIndex Memory async (aput/aget), asyncio, "
     "turn spans",
     "none; label 'so younger brothers and sisters can come along' (memory: a parent's request Mr O turned down; "
     "the caretaker needs the hall empty by 9.15 on Thurs, so curtain up 6.30)", "AnnotationError", None, None),
    ("b46_ctl_qdrant_bell_tower_jones_wedding_date_label.py", "qdrant-client unfiltered query, script style",
     "none; label 'Sat 27th June' (memory: booked in the book for 27/6; Rev Clare: the church was spoken for on the "
     "27th, their wedding is sat 4th july 2pm, 'never actually theirs')", "AnnotationError", None, None),
    ("b46_ctl_langchain_charity_shop_saturday_opener_label.py", "LangChain chat history (no trim), turn spans",
     "none; label 'Margaret - she's the Saturday keyholder' (memory: Margaret does Saturdays; she's in Whitby, 'put "
     "her keys through Bill's door, so Bill's letting everyone in sat')", "AnnotationError", None, None),
]

BATCH47 = [
    ("b47_mem0_allotment_water_rota_extract.py", "mem0 infer=True (scripted model), turn spans, 8 notes",
     "extraction of the 3/6 note keeps the dripping trough tap, drops 'Brenda ... in for her hip op on the 23rd so "
     "can't do her water wk, Dev says he'll take w/c 22/6'; 'who's doing the watering next week?' (Dev, plot 9) gets "
     "the rota's Brenda", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b47_chroma_dental_balance_owed_rankedout.py", "chromadb query, top 3, script style, 13 notes",
     "Pat's note that Mrs Hale put £80 on her amex over the phone ranks sixth, out of the top 3; 'how much has Mrs "
     "Hale still got to pay?' (£52: £282 - £150 - £80) gets £132", "RetrievalError", "chroma.query", "ranked_below_top_k"),
    ("b47_qdrant_tool_library_hedge_trimmer_delete.py", "qdrant filter delete (loans that are back), script style, "
     "10 points",
     "the Monday clear-out of returned loans deletes the hedge trimmer's return note that also said the blade guard's "
     "cracked, not to go out till Tariq's fitted a new one; 'can I lend the hedge trimmer to Mrs Abbott this "
     "Saturday?' (no) gets yes", "DeletionError", "qdrant.delete", "deleted"),
    ("b47_langgraph_choir_tour_coach_time_lost_update.py", "LangGraph store sync, two writers in threads",
     "coach firm's booking sync puts back its stale Saturday record, losing Gill's edit (coach 7.15, M5 roadworks); "
     "'what time's the coach going on saturday?' (quarter past seven) gets 8am", "UpdateError",
     "langgraph.store.put", "overwritten"),
    ("b47_langchain_narrowboat_hatton_locks_trim.py", "LangChain history + trim_messages (last 14), turn spans",
     "turn 8's trim drops turn 1 (the yard: allow 4 hrs for Hatton as first-timers, not the guide's 3); 'how long do "
     "we need for hatton tomorrow?' (about four hours) gets three", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b47_zep_allotment_work_party_bring_response.py", "Zep facts (sync client, stand-in), script style",
     "model names gloves and loppers and says tea's sorted, though a fact says no urn, bring your own flask; 'what do "
     "I need to bring to Sunday's work party?' (gloves, a flask, loppers if you have them)", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b47_llamaindex_dental_hygiene_day_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "model gives the first booking (Tue 16th 9.10) though Kerry's note says Mr Patel's gone in at 2.40 thurs 18th; "
     "'what day is Mr Patel's hygienist appointment?' (Thursday)", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH47_CONTROLS = [
    ("b47_ctl_mem0_narrowboat_diesel_total_label.py", "mem0 infer=False, search, turn spans",
     "none; label '38 litres, the fill-up at Whixall' (memory: 38 l at Whixall sat, and 'pump at the wharf so we put "
     "22 litres in' tue: 60)", "AnnotationError", None, None),
    ("b47_ctl_letta_choir_wells_soloist_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'Hannah, our soprano soloist' (memory: Pie Jesu at Wells '(Hannah again)'; Hannah croaky, 'Bea did "
     "the Pie Jesu at Hereford ... so Bea at Wells')", "AnnotationError", None, None),
    ("b47_ctl_evermemos_tool_library_carpet_cleaner_day_label.py", "EverMemOS async client (stand-in), asyncio, "
     "turn spans",
     "none; label 'Saturday 13th - it's a week's loan' (memory: 'back sat 13th as usual'; Jo asks to 'hang on to it "
     "till tues 16th', Dave: 'that's fine Jo, tues to mine')", "AnnotationError", None, None),
    ("b47_ctl_chroma_dental_which_surgery_label.py", "chromadb query (all hits), script style",
     "none; label 'Surgery 2 - that's Dr Rees's room' (memory: Dr Rees in surg 2 upstairs; engineer servicing the "
     "chair in 2 fri am, 'Dr Rees is using 1 till lunch')", "AnnotationError", None, None),
    ("b47_ctl_qdrant_allotment_empty_plot_why_label.py", "qdrant-client unfiltered query, script style",
     "none; label 'Knotweed along the back fence' (memory: Brian's knotweed claim; council: 'not knotweed at all'; "
     "committee holds plot 7 for St Mary's school gardening club from sept)", "AnnotationError", None, None),
]

BATCH48 = [
    ("b48_mem0_cafe_bread_delivery_time_extract.py", "mem0 infer=True (scripted model), turn spans, 10 notes",
     "extraction of the 10/6 note keeps the 2 extra sourdough for quiz night, drops 'from mon 15th the van's doing "
     "the school run first so bread lands 7.15ish not 6.45'; 'what time's the bread getting here tomorrow?' (about "
     "7.15) gets 6.45", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b48_qdrant_moving_gas_units_scoped.py", "qdrant query filtered to kind=meters, script style, 12 points",
     "the final Elm Rd gas reading (04821) was jotted in the removals-day note, which the meters-only filter leaves "
     "out; 'how many units of gas did we use at Elm Rd from the 1st of March reading to when we moved out?' (191) "
     "gets 125 from the 20/3 comparison-site reading", "RetrievalError", "qdrant.query_points", "filtered_by_scope"),
    ("b48_chroma_bike_kids_bike_quote_delete.py", "chromadb where-delete (collected jobs), script style, 11 notes",
     "the Friday clear-out of collected jobs deletes #214's note, which also held the £38 all-in quote for Mrs "
     "Okoro's lad's bike; 'how much did we quote Mrs Okoro for her lad's bike?' (£38) gets £42 from the price list",
     "DeletionError", "chroma.delete", "deleted"),
    ("b48_langgraph_farm_trip_packed_lunches_lost_update.py", "LangGraph store sync, two writers in threads",
     "the ParentMail sync puts back its stale trip record, losing Miss Rahman's edit (kitchen doing 23 lunches: the "
     "9 FSM + 14 ordered); 'how many packed lunches is the school kitchen making for the farm trip?' gets 9",
     "UpdateError", "langgraph.store.put", "overwritten"),
    ("b48_langchain_relay_hill_leg_trim.py", "LangChain history + trim_messages (last 14), turn spans",
     "turn 8's trim drops turn 1 (Tom and Priya swap, Priya takes the Haresfield hill leg); 'who's running the "
     "Haresfield hill leg on sat?' (Priya) gets Tom from the entry form", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b48_zep_cafe_specials_nuts_response.py", "Zep facts (sync client, stand-in), script style",
     "model names the satay noodles and the carrot cake but says the pesto pasta is nut-free, though the facts say "
     "it's Priti's cashew pesto; 'which of this week's specials have got nuts in them?' (all three)",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b48_evermemos_relay_total_time_response.py", "EverMemOS async client (stand-in), asyncio, 7 messages",
     "all four leg times (42:18, 55.40, 1hr 08 05, 44:57) are in the context; model adds them up to 3h21; 'how long "
     "did the whole relay take us, all four legs?' (3h31)", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH48_CONTROLS = [
    ("b48_ctl_mem0_moving_keys_day_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'Friday the 27th, completion day' (memory: completion first fri 27/3; the sellers are waiting on "
     "their own purchase, 'both ends happen mon 30th, keys about 1pm')", "AnnotationError", None, None),
    ("b48_ctl_llamaindex_farm_trip_which_farm_label.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "none; label 'Lower Hope Farm' (memory: booked Lower Hope; bird flu nearby, no school groups till after the "
     "summer; Walcot Farm nr Bromyard can have both classes on the 24th)", "AnnotationError", None, None),
    ("b48_ctl_letta_cafe_lunch_club_portions_label.py", "Letta core memory block (stand-in), script style",
     "none; label '30 portions' (memory: 30 most weeks; the Tenbury 8's minibus is off the road, 2 new from the "
     "surgery: 24)", "AnnotationError", None, None),
    ("b48_ctl_qdrant_bike_dawes_ready_label.py", "qdrant-client unfiltered query, script style",
     "none; label 'No - still waiting on the wheel from Madison' (memory: wheel ordered from Madison; Kev built a "
     "donor-pile 700c rear, test rode it, texted Mr Pryce to come + get it)", "AnnotationError", None, None),
    ("b48_ctl_chroma_relay_bex_not_running_why_label.py", "chromadb query, script style",
     "none; label 'her knee's playing up again' (memory: March knee niggle, cleared by the physio; work's sending "
     "her to the Leeds office thurs-sat, Mo does leg 2)", "AnnotationError", None, None),
]

BATCH49 = [
    ("b49_mem0_pottery_glaze_firing_day_extract.py", "mem0 infer=True (scripted model), turn spans, 10 notes",
     "extraction of the 12/6 note keeps the Potclays clay delivery, drops 'back tues 16th to finish the wiring so "
     "glaze firing's thurs 18/6 this wk not the usual weds'; 'which day's the glaze firing this week?' (Thu 18th) "
     "gets Wednesday", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b49_chroma_vets_dental_balance_scoped.py", "chroma query filtered to kind=billing, script style, 12 notes",
     "the £150 Mrs Farrell paid by phone was logged in a phone note (with a booster rebooking), which the "
     "billing-only filter leaves out; 'how much is still owing on Biscuit's dental?' (£135) gets £285",
     "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b49_qdrant_foodbank_overflow_store_delete.py", "qdrant filter-delete (collected pledges), script style, 11 points",
     "Monday's clear-out of done pledges deletes the Co-op note, which also said extra tins go in the old scout hut "
     "now (vestry's damp); 'where are we keeping the extra tins now?' (the scout hut) gets the vestry",
     "DeletionError", "qdrant.delete", "deleted"),
    ("b49_langgraph_cricket_teas_lost_update.py", "LangGraph store sync, two writers in threads",
     "the Play-Cricket sync puts back its stale fixture record, losing Jan's edit (teas: Raj the treasurer + his mum, "
     "the Hendersons swapped to 4/7); 'who's doing teas for the Ashby game on saturday?' gets the Hendersons",
     "UpdateError", "langgraph.store.put", "overwritten"),
    ("b49_langchain_ski_flight_time_trim.py", "LangChain history + trim_messages (last 14), turn spans",
     "turn 8's trim drops turn 1 (easyJet retimed the outbound to 06.50); 'what time does our flight go on "
     "saturday?' (6.50am) gets 09:20 from the booking confirmation", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b49_zep_vets_ops_list_response.py", "Zep facts (sync client, stand-in), script style",
     "model names Milo and Juno but calls Pepper the rabbit's GA dental a check, though the facts say it's a proper "
     "op; 'which animals are in for ops tomorrow?' (Milo, Pepper, Juno)", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b49_evermemos_pottery_mugs_left_response.py", "EverMemOS async client (stand-in), asyncio, 7 messages",
     "order of 60, 24 + 14 thrown and 5 cracked in the bisque are all in the context; model says 22; 'how many more "
     "mugs do we still need to throw for the deli order?' (27)", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH49_CONTROLS = [
    ("b49_ctl_mem0_cricket_bosworth_day_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'Saturday 27th June' (memory: fixture list 27/6 A @ Market Bosworth; their square's being relaid, "
     "'can we do sun 28th, same 1.30. said yes fine')", "AnnotationError", None, None),
    ("b49_ctl_llamaindex_ski_chalet_balance_label.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "none; label '£1,840 - the balance on the invoice' (memory: invoice balance £1,840; Sue sent her £600 straight "
     "to the chalet people, host confirmed: £1,240)", "AnnotationError", None, None),
    ("b49_ctl_letta_vets_bella_stay_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'just the day, home from 4' (memory: dentals are day patients; Mr Hale is keeping Bella in thurs "
     "night, greyhound + drip, home fri 9am)", "AnnotationError", None, None),
    ("b49_ctl_qdrant_foodbank_bank_hol_open_label.py", "qdrant-client unfiltered query, script style",
     "none; label 'No - it shuts on bank holidays' (memory: shut bank hols; Rev Ann: 'bank hol mon 31/8 we WILL do "
     "10-12')", "AnnotationError", None, None),
    ("b49_ctl_chroma_pottery_who_fires_why_label.py", "chromadb query, script style",
     "none; label 'Jo's back is playing up again' (memory: Jo's back in May, fine since; she's at her sister's "
     "wedding in Padstow fri-sun, Mark fires)", "AnnotationError", None, None),
]

BATCH50 = [
    ("b50_mem0_plumber_boiler_balance_extract.py", "mem0 infer=True (scripted model), turn spans, 10 notes",
     "extraction of the 3/3 note keeps the Worcester combi swap (£2,150 all in, fitting mon 16th, order from City "
     "Plumbing) and drops 'she's already sent £500 up front by bank transfer'; 'how much is Mrs Okafor still owing "
     "for the boiler?' (£1,650) gets £2,150", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b50_chroma_orchestra_rehearsal_hall_scoped.py", "chromadb query filtered to kind=venue, script style, 11 notes",
     "the friday rehearsal hall was settled in a coach note (driver's hours: St Wilfrid's church hall in Ripon), "
     "which the venue-only filter leaves out; 'where are we rehearsing on the friday afternoon?' gets Harrogate "
     "Methodist Church hall", "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b50_qdrant_litter_grabbers_delete.py", "qdrant filter delete (past picks), script style, 11 points",
     "the clear-out of past picks deletes the 15/3 note, which also held the council lending 10 more grabbers for "
     "the April pick; 'how many grabbers will we have for the april pick?' (25) gets 15", "DeletionError",
     "qdrant.delete", "deleted"),
    ("b50_langgraph_grandparents_football_lost_update.py", "LangGraph store sync, two writers in threads",
     "Grandad's calendar sync puts back its stale week record, losing Sarah's edit of Wednesday (football now "
     "3.45-4.45 straight after school); 'what time does Ellis finish football on weds?' (4.45) gets 6",
     "UpdateError", "langgraph.store.put", "overwritten"),
    ("b50_langchain_panto_dress_run_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (funeral tea in the church hall, dress run at the Scout hut on Mill Lane); "
     "'where's sunday's dress run?' gets St Luke's church hall from the pasted parents' letter", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b50_zep_orchestra_hotel_arrival_response.py", "Zep facts (sync client, stand-in), script style",
     "leave 8.30, 4 hrs driving and a 45 min stop at Woodall are all in the facts; model says 12.30, leaving out "
     "the stop; 'what time do we get to the hotel in harrogate on friday?' (about 1.15pm)", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b50_evermemos_panto_matinee_buttons_response.py", "EverMemOS async client (stand-in), asyncio, 6 messages",
     "Josh's mum's message (piano exam sat morning, Kofi does Buttons in the 2pm show) is in the context; model "
     "says yes; 'is Josh doing Buttons in the sat 2 o'clock show?' (no, Kofi)", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH50_CONTROLS = [
    ("b50_ctl_mem0_grandparents_swimming_day_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'Tuesday, 5.15 at the leisure centre' (memory: tues 5.15 usually; the pool's shut for retiling "
     "till after Easter, the club uses the school pool in Ledbury on thursdays 4.45 meanwhile)", "AnnotationError",
     None, None),
    ("b50_ctl_letta_plumber_radiators_label.py", "Letta core memory block (stand-in), script style",
     "none; label '6 radiators' (memory: quote for 6 accepted; Mr Green rang, they're hanging on to the big column "
     "one in the lounge, so 5 and £1,260)", "AnnotationError", None, None),
    ("b50_ctl_llamaindex_panto_dame_makeup_label.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "none; label 'Carol' (memory: Carol as always; her daughter's baby is due show week, she's off to Bristol; Lou "
     "from the college is doing Pete and the sisters)", "AnnotationError", None, None),
    ("b50_ctl_chroma_litter_riverside_why_label.py", "chromadb query, script style",
     "none; label 'too overgrown - nettles and brambles' (memory: nettles by May, long sleeves; in May the "
     "Environment Agency had the bank fenced off to rebuild the flood wall)", "AnnotationError", None, None),
    ("b50_ctl_evermemos_litter_bags_total_label.py", "EverMemOS sync client (stand-in), threads, 7 messages",
     "none; label '14 bags' (memory: '14 bags already by half ten'; final counts park 9, towpath 8, estate 5: 22)",
     "AnnotationError", None, None),
]

BATCH51 = [
    ("b51_mem0_jam_damson_jars_left_extract.py", "mem0 infer=True (scripted model), turn spans, 9 notes",
     "extraction of the 5/9 fete note keeps the 23 damson jars sold and the £80.50 and drops 'Linda from Hillside "
     "farm shop ... took a dozen to sell on sale or return'; 'how many jars of the damson have we actually got left "
     "in the shed?' (13) gets 25", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b51_chroma_parish_advent_copy_day_scoped.py", "chromadb query filtered to kind=deadline, script style, 11 notes",
     "the Advent copy day was settled in a printing note (Hobbs shut for the new press, copy by MON 2nd NOV), which "
     "the deadline-only filter leaves out; 'what day's copy due for the advent issue?' gets Sunday the 15th",
     "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b51_qdrant_rescue_bramble_cats_delete.py", "qdrant filter delete (past vet visits), script style, 11 points",
     "the clear-out of past vet visits deletes the 2/10 note, which also held the vet's 'no house with cats' for "
     "Bramble; 'can Bramble go to the Hendersons?' (no, they have 2 cats) gets yes", "DeletionError",
     "qdrant.delete", "deleted"),
    ("b51_langgraph_brownies_camp_coach_lost_update.py", "LangGraph store sync, two writers in threads",
     "the parents' form sync puts back its stale camp record, losing Priya's edit of the travel line (coach 8.45, "
     "girls there by 8.30); 'what time do the girls need to be at the car park on camp saturday?' gets 9.15",
     "UpdateError", "langgraph.store.put", "overwritten"),
    ("b51_langchain_hairdresser_pryce_travel_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (Mrs Pryce at her daughter's in Tenbury for the winter, travel £8); 'what do I "
     "charge Mrs Pryce tomorrow all in?' (£30) gets £26 from the pasted summer list", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b51_zep_rescue_boosters_list_response.py", "Zep facts (sync client, stand-in), script style",
     "Pepper (w/c 30 Nov), Mack (12.12) and Bramble (18/12) boosters are all in the facts; model names Pepper and "
     "Mack only; 'which dogs need boosters before christmas?'", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b51_llamaindex_jam_strawberry_set_why_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "Gran's reason (picked too ripe after the rain, no lemon, not enough pectin) is in the context; model says it "
     "wasn't boiled long enough; 'why didnt the 2nd lot of strawberry set?'", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH51_CONTROLS = [
    ("b51_ctl_mem0_hairdresser_aziz_day_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'tuesday' (memory: every other tues 10am; she has the grandkids in Leeds tues + weds now and "
     "stays over, so fridays from Oct, same 10 o'clock)", "AnnotationError", None, None),
    ("b51_ctl_letta_parish_proofreader_who_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'Derek' (memory: Derek reads every issue; cataract op 18 Nov, can't read small print for a "
     "fortnight, Ann Whitlow said she'll do the December proofs)", "AnnotationError", None, None),
    ("b51_ctl_evermemos_brownies_cook_badge_count_label.py", "EverMemOS async client (stand-in), asyncio, 6 messages",
     "none; label '14' (memory: 14 signed up; Isla + Poppy had chickenpox, do the bake at home in half term and "
     "get theirs after: 12)", "AnnotationError", None, None),
    ("b51_ctl_qdrant_jam_christmas_fair_place_label.py", "qdrant query, script style",
     "none; label 'Clee Hill village hall' (memory: village hall as every yr; roof being redone, scaffolding till "
     "Jan, fair's over the road at the primary school hall this yr)", "AnnotationError", None, None),
    ("b51_ctl_evermemos_rescue_rolo_crate_rest_label.py", "EverMemOS sync client (stand-in), two senders in threads",
     "none; label '12 days' (memory: 6 wks crate rest = 12th Nov; re-check 29/10, bone knitting slowly, 4 more "
     "weeks from then, to 26/11)", "AnnotationError", None, None),
]

BATCH52 = [
    ("b52_mem0_bakery_nook_loaves_extract.py", "mem0 infer=True (scripted model), turn spans, 10 notes",
     "extraction of the 28/5 note keeps the Nook's 12 sourdough tues + fri, 20 croissants, the 7.30 drop and the "
     "monthly invoice and drops 'fridays ONLY add 6 seeded rye'; 'how many loaves am I taking to the Nook tomorrow?' "
     "(a friday: 18) gets 12", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b52_qdrant_canoe_putin_scoped.py", "qdrant query_points filtered to kind=trip, script style, 11 points",
     "the put-in moved to the farmer's field at Llowes (Glasbury beach shut for bridge works), said in a transport "
     "note about the trailer, which the trip-only filter leaves out; 'where are we getting on the river on "
     "saturday?' gets Glasbury beach", "RetrievalError", "qdrant.query_points", "filtered_by_scope"),
    ("b52_chroma_bus_market_driver_delete.py", "chromadb delete (past swap notes), script style, 11 notes",
     "the clear-out of past swaps deletes the 2/6 note, which also held Keith taking the thursday market run while "
     "Len is off after his knee op; 'who's driving the market bus this thursday?' (Keith) gets Len", "DeletionError",
     "chroma.delete", "deleted"),
    ("b52_langgraph_pta_raffle_price_lost_update.py", "LangGraph store sync, two writers in threads",
     "the treasurer's float sync puts back its stale raffle record, losing Nicola's price edit (50p a strip, 5 for "
     "£2); 'how much do I charge for five strips of raffle tickets?' (£2) gets £5", "UpdateError",
     "langgraph.store.put", "overwritten"),
    ("b52_langchain_reunion_arrival_day_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (Rob's hospital appointment on the friday, they drive up sat morning); 'what day "
     "are Mags and Rob getting there?' gets Friday from the pasted arrivals email", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b52_zep_canoe_trip_cost_response.py", "Zep facts (sync client, stand-in), script style",
     "minibus £96 split between the 12 going and the campsite £11 a head are all in the facts; model says "
     "£11, leaving out the minibus share; 'how much do I owe you for the wye weekend?' (£19)",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b52_llamaindex_bakery_bank_holiday_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "Priya's text (the Mill shut bank hol mon 31st for a staff wedding, double order sat) is in the context; model "
     "says yes, the usual 10; 'am I dropping bread at the Mill on bank holiday monday?' (no)", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH52_CONTROLS = [
    ("b52_ctl_mem0_bus_tesco_passengers_label.py", "mem0 infer=False, search, turn spans",
     "none; label '5 passengers' (memory: 5 booked; Doreen's daughter is up from Exeter and taking her mum to Tesco "
     "in her own car, 'Doreen won't need us')", "AnnotationError", None, None),
    ("b52_ctl_letta_reunion_gran_room_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'the Oak room' (memory: first room plan; Gran had a fall, the stairs are steep with no rail, she "
     "sleeps in the Dairy on the ground floor)", "AnnotationError", None, None),
    ("b52_ctl_evermemos_pta_fair_length_label.py", "EverMemOS async client (stand-in), asyncio, 7 messages",
     "none; label '4 hours' (memory: '12-4 ... 4 hrs is plenty'; the FC don't need the field till 5, 'we can keep "
     "going till 5')", "AnnotationError", None, None),
    ("b52_ctl_chroma_canoe_usk_why_label.py", "chromadb query, script style",
     "none; label 'the river's too low' (memory: low all summer in August; the river came back up, but the only "
     "grade 2 leader hurt his shoulder)", "AnnotationError", None, None),
    ("b52_ctl_qdrant_bakery_saturday_croissants_label.py", "qdrant query_points, script style, 9 points",
     "none; label 'Grounds and the Bluebird' (memory: Bluebird took 10 on sats in the summer; Kerry's nephew makes "
     "their pastries in the back from July; Pepper's deli has 15 on sats)", "AnnotationError", None, None),
]

BATCH53 = [
    ("b53_mem0_physio_okafor_time_extract.py", "mem0 infer=True (scripted model), turn spans, 10 notes",
     "extraction of the 5/6 note keeps Mr Okafor's new exercises and the Bupa invoicing and drops his move to thurs "
     "8.40am from the 18th; 'what time's Mr Okafor coming in this week?' (Thursday 8.40) gets Tuesday 10.15",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b53_chroma_garden_tomato_count_scoped.py", "chromadb query filtered to kind=stock, script style, 11 notes",
     "18 blighted Sungold binned, said in a helpers note about Bernie's back, which the stock-only filter leaves "
     "out; 'how many tomato plants have we got to sell on saturday?' (42) gets 60", "RetrievalError",
     "chroma.query", "filtered_by_scope"),
    ("b53_qdrant_netball_umpire_delete.py", "qdrant delete (old match reports), script style, 11 points",
     "the clear-out of old match reports deletes the 6/6 report, which also held Claire (Jo's mum) passing her C "
     "award and umpiring home games from the 20th; 'who's umpiring our home game tomorrow?' (Claire) gets Sue",
     "DeletionError", "qdrant.delete", "deleted"),
    ("b53_langgraph_camper_shielbridge_day_lost_update.py", "LangGraph store sync, two writers in threads",
     "the booking inbox sync puts back its stale Shiel Bridge record, losing Kate's date edit (wed 12th - 14th); "
     "'what day do we get to Shiel Bridge?' (Wednesday) gets Tuesday", "UpdateError", "langgraph.store.put",
     "overwritten"),
    ("b53_langchain_panto_ushers_briefing_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (ushers' briefing in the Scout hut next door this year); 'where do the ushers go "
     "for the briefing tonight?' gets the green room from the pasted FOH sheet", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b53_llamaindex_physio_balance_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "invoice £312 and the £104 paid at the desk are both in the context; model says £312; 'how much is Mrs Patel "
     "still owing us?' (£208)", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b53_letta_netball_finals_bring_response.py", "Letta core memory block (stand-in), script style",
     "dress, packed lunch and £4 cash for the league are three lines of the block; model lists the dress and the "
     "lunch only; 'what does Ava need to bring on saturday?'", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH53_CONTROLS = [
    ("b53_ctl_mem0_camper_applecross_nights_label.py", "mem0 infer=False, search, turn spans",
     "none; label '3 nights' (memory: booked fri 14 - mon 17, 3 nts; boys loved the kayak taster, 'we're keeping "
     "the pitch till weds 19th so they can go out again mon')", "AnnotationError", None, None),
    ("b53_ctl_evermemos_panto_raffle_who_label.py", "EverMemOS async client (stand-in), asyncio, 7 messages",
     "none; label 'Maureen' (memory: Maureen does the raffle every year; her hip op is on the 13th, her neighbour "
     "Denise will 'happily take the raffle table', has the tin)", "AnnotationError", None, None),
    ("b53_ctl_zep_garden_sale_date_label.py", "Zep facts (sync client, stand-in), script style",
     "none; label 'the 16th of May' (memory: sale sat 16th; the Scouts have the car park that day for their car "
     "wash, 'we'll go for the sat after (23rd May)', posters done)", "AnnotationError", None, None),
    ("b53_ctl_chroma_netball_maisie_why_label.py", "chromadb query, script style",
     "none; label 'her sprained wrist' (memory: wrist sprain 28/5; physio happy, back at training 17/6; away sat "
     "27th as a bridesmaid at her cousin's wedding in Leeds)", "AnnotationError", None, None),
    ("b53_ctl_qdrant_physio_daly_paid_label.py", "qdrant query_points, script style, 7 points",
     "none; label 'no, her card was declined' (memory: card refused at the desk 9/6; bank stmt 12/6 £180 in from "
     "S DALY ref INV0412)", "AnnotationError", None, None),
]

BATCH54 = [
    ("b54_mem0_eggs_vicarage_dozens_extract.py", "mem0 infer=True (scripted model), turn spans, 10 notes",
     "extraction of the 9/6 note keeps Mrs Pryce's 2 doz a week, the monthly payment and the porch box and drops "
     "'3 doz on top fri 19th' for the WI garden party; 'how many dozen am I leaving at the Old Vicarage tomorrow?' "
     "(fri 19th: 5) gets 2", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b54_qdrant_bells_foundry_scoped.py", "qdrant query_points filtered to kind=contractor, script style, 11 points",
     "the PCC minutes (bells go to Taylor's at Loughborough, Nicholson can't weld the tenor) are left out by the "
     "contractor-only filter; 'which place are the bells being sent to?' gets Nicholson's works at Bridport",
     "RetrievalError", "qdrant.query_points", "filtered_by_scope"),
    ("b54_chroma_groomer_khan_time_delete.py", "chromadb delete (past appointment notes), script style, 11 notes",
     "the clear-out of past appointments deletes the 3/6 note, which also held Mrs Khan on nights so come 2.30ish; "
     "'what time am I at Mrs Khan's tomorrow?' (half two) gets 9am", "DeletionError", "chroma.delete", "deleted"),
    ("b54_langgraph_flat_electric_share_lost_update.py", "LangGraph store sync, two writers in threads",
     "the reminder bot puts back its stale electric record, losing Zara's split (Tom paid his £9, £148 / 5 = £29.60); "
     "'how much do I owe Zara for the electric?' (£29.60) gets £26.17", "UpdateError", "langgraph.store.put",
     "overwritten"),
    ("b54_langchain_choir_concert_day_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (funeral at St Chad's on the thursday, concert weds 11th); 'what day of the week is "
     "the choir singing at St Chad's?' gets Thursday from the pasted January letter", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b54_zep_bells_left_to_raise_response.py", "Zep facts (sync client, stand-in), script style",
     "job £58,000, NLHF £30,000, Church Bells Council £5,500 and £14,730 raised are all in the facts; model says "
     "£13,270, leaving out the Bells Council grant; 'how much do we still need to raise for the bells?' (£7,770)",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b54_llamaindex_groomer_monty_length_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the note (3 hrs on the table + another 45 mins hand-drying) is in the context; model says 3 hours; 'how long "
     "do I need to block out for Monty on thursday?' (3 h 45)", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH54_CONTROLS = [
    ("b54_ctl_mem0_eggs_forge_june_money_label.py", "mem0 infer=False, search, turn spans",
     "none; label '£25.60' (memory: June sheet Old Forge 8 doz £25.60; Mr Hughes gave Jen £6.40 cash at the gate on "
     "the 5th, 'rest when Alan goes round')", "AnnotationError", None, None),
    ("b54_ctl_letta_flat_fire_alarm_why_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'burnt toast' (memory: the toaster set it off 3 times in the autumn; tuesday's 2am alarm was "
     "Jonah's mate vaping on the landing)", "AnnotationError", None, None),
    ("b54_ctl_evermemos_choir_pianist_label.py", "EverMemOS async client (stand-in), asyncio, 7 messages",
     "none; label 'Mrs Bell, the music teacher' (memory: 'Mrs Bell on piano as ever'; she broke her wrist at half "
     "term, Mr Okafor the deputy head is having a go)", "AnnotationError", None, None),
    ("b54_ctl_chroma_bells_foundry_list_label.py", "chromadb query, script style",
     "none; label 'the tenor, the 3rd and the treble' (memory: inspection list; the treble's 'crack' was old paint "
     "and candle wax, it stays in the tower)", "AnnotationError", None, None),
    ("b54_ctl_qdrant_groomer_rolo_muzzle_label.py", "qdrant query_points, script style, 9 points",
     "none; label 'yes, he nips' (memory: muzzle for nails; the vet does his nails now, just bath + tidy from "
     "Lauren)", "AnnotationError", None, None),
]

BATCH55 = [
    ("b55_mem0_canal_dawsons_pickup_time_extract.py", "mem0 infer=True (scripted model), turn spans, 10 notes",
     "extraction of the 10/8 note keeps the Dawsons' bike rack, kids' lifejackets and dog fee and drops 'asked for "
     "half 4' (driving down after a nightshift); 'what time are the Dawsons picking Kingfisher up tomorrow?' (4.30pm) "
     "gets 2pm", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b55_chroma_fridge_coop_day_scoped.py", "chromadb query filtered to kind=collection, script style, 12 notes",
     "the volunteers' meeting note (Co-op manager asked us to come tues eves) is left out by the collection-only "
     "filter; 'what day of the week do we pick up from the Co-op?' (Tuesday) gets Monday", "RetrievalError",
     "chroma.query", "filtered_by_scope"),
    ("b55_qdrant_piano_exam_venue_delete.py", "qdrant delete (old lesson notes), script style, 11 points",
     "the half-term clear-out deletes the 15/9 lesson note, which also held Ellie's G5 at St John's church hall, "
     "Norwich Rd; 'where is Ellie's grade 5 exam on thursday?' gets the Music Centre, Queen St", "DeletionError",
     "qdrant.delete", "deleted"),
    ("b55_langgraph_cricket_teas_owed_lost_update.py", "LangGraph store sync, two writers in threads",
     "the reminder bot puts back its stale teas record, losing Keith's sum (Waitrose £46.80 + urn hire £8.50 = "
     "£55.30); 'how much do we owe Brenda for saturday's teas?' (£55.30) gets £46.80", "UpdateError",
     "langgraph.store.put", "overwritten"),
    ("b55_langchain_hair_ellery_colour_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (Mrs Ellery back to her old copper 7.4, the plum 'tangoed in a beetroot field'); "
     "'is Mrs Ellery still having the plum tomorrow?' gets yes from the pasted colour card", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b55_zep_canal_fuel_charge_response.py", "Zep facts (sync client, stand-in), script style",
     "meter 2214.5 out, 2253.0 back and £2.40 an engine hr this season are all in the facts; model uses last year's "
     "£2.10 and says £80.85; 'how much do I charge the Dawsons for fuel?' (£92.40)", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b55_llamaindex_piano_josh_pieces_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the three messages (A Haydn minuet, B Kabalevsky toccatina after the Gurlitt, C Boogie on Down) are in the "
     "context; model names only the Haydn and the boogie; 'which three pieces is Josh playing for his grade 3?'",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH55_CONTROLS = [
    ("b55_ctl_mem0_hair_patel_why_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'her scalp reacted to the colour' (memory: itchy scalp in April, patch test came up clear; she's "
     "in Gujarat for her nephew's wedding till 20/6)", "AnnotationError", None, None),
    ("b55_ctl_letta_cricket_teas_helper_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'Sheila, it's her turn on the rota' (memory: rota 25/7 Sheila + Ann; Sheila's hip op on the 21st, "
     "Ann's sister Marion is helping)", "AnnotationError", None, None),
    ("b55_ctl_evermemos_fridge_jam_yesno_label.py", "EverMemOS async client (stand-in), asyncio, 7 messages",
     "none; label 'no, nothing homemade' (memory: house rules; the council EHO said Mrs Todd's sealed, labelled jars "
     "are fine)", "AnnotationError", None, None),
    ("b55_ctl_chroma_canal_heron_back_date_label.py", "chromadb query, script style",
     "none; label 'Saturday the 29th' (memory: booking back sat 29/8; Mr Parry rang, wife's mum in hospital, Heron "
     "back weds teatime)", "AnnotationError", None, None),
    ("b55_ctl_qdrant_piano_okoro_fees_label.py", "qdrant query_points, script style, 8 points",
     "none; label '£380' (memory: rough sum 2 x 10 x £19 = £380 before Ada's 10% second-child discount; bill "
     "£361)", "AnnotationError", None, None),
]

BATCH56 = [
    ("b56_mem0_florist_hartley_bouquets_place_extract.py", "mem0 infer=True (scripted model), turn spans, 10 notes",
     "extraction of the 14/7 note keeps the Hartley balance, deposit and jam jars/arch to Hengrave and drops 'the "
     "bouquets + the 6 buttonholes need to be there by 10' (Rose Cottage, her mum's, Lavenham); 'where am I dropping "
     "the Hartley bouquets tomorrow?' gets Hengrave Hall", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b56_qdrant_bikecoop_marek_collect_day_scoped.py", "qdrant query_points filtered to kind=job, script style, "
     "11 points",
     "the parts log (Marek's 105 rear mech on back order, Ribble done Thurs 26th after 6) is left out by the job-only "
     "filter; 'what day can I come and get my Ribble?' gets Saturday 14th from the job card", "RetrievalError",
     "qdrant.query_points", "filtered_by_scope"),
    ("b56_chroma_allotment_bean_seed_keeper_delete.py", "chromadb delete (past swap-day notes), script style, 11 notes",
     "the clear-out of swap-day notes deletes the 7/3 write-up, which also held Pat standing down as seed sec and "
     "Alan (plot 22) taking the leftover beans; 'who's got the spare bean seed now?' gets Pat", "DeletionError",
     "chroma.delete", "deleted"),
    ("b56_langgraph_darts_plough_time_lost_update.py", "LangGraph store sync, two writers in threads",
     "the results bot puts back its stale Plough fixture, losing Gaz's edit (throw-up 7.30, be there 7.15 latest); "
     "'what time do I need to be at the Plough on friday?' (7.15pm) gets 7.45", "UpdateError",
     "langgraph.store.put", "overwritten"),
    ("b56_langchain_carehome_okoro_trip_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (Dr Shah: Mr Okoro on antibiotics, kept in, not on the Notcutts trip); 'is Mr "
     "Okoro going on thursday's garden centre trip?' gets yes from the pasted noticeboard list", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b56_zep_darts_league_points_response.py", "Zep facts (sync client, stand-in), script style",
     "14 pts after wk12, the 7-2 win over the Crown with 2 pts + the bonus, and the 7-legs bonus rule are all in "
     "the facts; model says 16, leaving out the bonus; 'how many points have we got in the league now?' (17)",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b56_llamaindex_carehome_southwold_length_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the plan (away 10.15, back on the bus by 2.45, home abt 3.30) is in the context; model says four and a half "
     "hours; 'how long will the residents be out on the Southwold trip?' (5 h 15)", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH56_CONTROLS = [
    ("b56_ctl_mem0_florist_patel_setup_day_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'Saturday 12th September' (memory: wedding sat 12/9; the barn lets suppliers in from 4pm the day "
     "before, arch + tables go up fri eve)", "AnnotationError", None, None),
    ("b56_ctl_chroma_bikecoop_sarah_parts_list_label.py", "chromadb query, script style",
     "none; label 'a chain, brake pads and a new cassette' (memory: Phil's first look said prob the cassette; Dee's "
     "gauge says the cassette teeth are grand)", "AnnotationError", None, None),
    ("b56_ctl_qdrant_allotment_pots_label.py", "qdrant query_points, script style, 9 points",
     "none; label 'yes, bring your own pots' (memory: first notice said bring your own; Jean got 200 pots from "
     "Notcutts, stacked by the hut door)", "AnnotationError", None, None),
    ("b56_ctl_letta_carehome_patterson_why_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'she was given fish' (memory: Mrs P hates fish, omelette on fridays; wednesday was shepherd's pie "
     "and her son rang to say he can't come sunday)", "AnnotationError", None, None),
    ("b56_ctl_evermemos_darts_chalker_label.py", "EverMemOS async client (stand-in), asyncio, 7 messages",
     "none; label 'Big Dave' (memory: Big Dave chalks at home; he's on nights at the depot all March, Kerry from the "
     "bar does the board)", "AnnotationError", None, None),
]

BATCH57 = [
    ("b57_mem0_windows_fielding_extract.py", "mem0 infer=True (scripted model), turn spans, 10 notes",
     "extraction of the 6/5 note keeps Mrs Fielding's new gate code and the cash under the mat and drops the "
     "conservatory roof at £25 on top of the usual £18; 'how much should Mrs Fielding be leaving me under the mat "
     "tomorrow?' (£43) gets £18", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b57_chroma_hall_key_pickup_scoped.py", "chromadb query filtered to kind=booking, script style, 11 notes",
     "the keys note (Brenda in Tenerife 9-23 May, key from Mick at 3 Church Cottages) is left out by the "
     "booking-only filter; 'where do I pick the hall key up from tonight?' gets Brenda at the post office",
     "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b57_qdrant_move_school_start_delete.py", "qdrant delete (ticked-off to-dos), script style, 11 points",
     "the clear-out of done items deletes the Yorkshire Water item, which also held St Wilfrid's call: yr 7s start "
     "thurs 4th sept; 'what day of the week does Ella start at St Wilfrid's?' (Thursday) gets Wednesday",
     "DeletionError", "qdrant.delete", "deleted"),
    ("b57_langgraph_minibus_driver_lost_update.py", "LangGraph store sync, two writers in threads",
     "the fixtures bot puts back its stale Otley trip record, losing Pete's edit (Gaz has done his back, Stu the "
     "2nds skipper is driving); 'who's driving the minibus to Otley tomorrow?' (Stu) gets Gaz", "UpdateError",
     "langgraph.store.put", "overwritten"),
    ("b57_langchain_theatre_dress_call_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (yr 11 leavers' do in the hall till 5, cast in for half 5 not 4); 'what time do the "
     "cast need to be in for the dress rehearsal?' gets 4pm from the pasted June schedule", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b57_zep_hall_deposit_back_response.py", "Zep facts (sync client, stand-in), script style",
     "deposit £150, urn element £40 and the cleaner's extra 1.5 hrs (£24) are all in the facts; model says £110, "
     "leaving out the cleaning; 'how much of the Harveys' deposit do I send back?' (£86)",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b57_llamaindex_move_meter_list_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "gas + elec (Octopus) and the water meter in the pavement are both in the context; model lists gas and "
     "electric; 'which meters do I need to read at the new house tomorrow?' (gas, electric and water)",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH57_CONTROLS = [
    ("b57_ctl_mem0_theatre_sat_tickets_label.py", "mem0 infer=False, search, turn spans",
     "none; label '142' (memory: TicketSource eve 142 sold; the Brownies' 12 went through twice when Sharon's laptop "
     "froze, Brown Owl has the 2nd lot of money back, 'ignore the extra 12')", "AnnotationError", None, None),
    ("b57_ctl_letta_windows_hendersons_why_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'the side gate was locked' (memory: locked gate on the April round; on 12 May scaffolding up the "
     "front + side for the new render)", "AnnotationError", None, None),
    ("b57_ctl_evermemos_minibus_harrogate_yesno_label.py", "EverMemOS async client (stand-in), asyncio, 6 messages",
     "none; label 'yes, booked with Gaz driving' (memory: Gaz down for the 26th; Harrogate's coach is bringing their "
     "colts down anyway and will take our 2nds back up, the bus stays in the yard)", "AnnotationError", None, None),
    ("b57_ctl_chroma_move_removals_cost_label.py", "chromadb query, script style",
     "none; label '£1,450' (memory: first quote £1,450 with packing; the family pack themselves, Aire Valley took "
     "the packing day off the job, £1,180)", "AnnotationError", None, None),
    ("b57_ctl_qdrant_hall_engagement_length_label.py", "qdrant query_points, script style, 9 points",
     "none; label '10 hours, 2pm to midnight' (memory: booked 2pm-12; Kirsty's mum gets in at 11 to decorate, said "
     "fine, no charge)", "AnnotationError", None, None),
]

BATCH58 = [
    ("b58_mem0_cheese_bath_setup_time_extract.py", "mem0 infer=True (scripted model), turn spans, 10 notes",
     "extraction of the 20/11 Bath BID email keeps pitch 14, the £95 fee and vans off by 9.30 and drops 'set up from "
     "6.45 sharp'; 'what time can we start setting up at Bath tomorrow?' (6.45) gets 7.30 from the general note",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b58_qdrant_sportive_feed_station_scoped.py", "qdrant query_points filtered to kind=feed, script style, 11 points",
     "the committee note (Bishop Sutton hall's roof, FS2 at the Chew Stoke cricket pavilion) is left out by the "
     "feed-only filter; 'where's the second feed stop?' gets Bishop Sutton village hall", "RetrievalError",
     "qdrant.query_points", "filtered_by_scope"),
    ("b58_chroma_bnb_gluten_free_delete.py", "chromadb delete (past stay notes), script style, 11 notes",
     "the clear-out of past stays deletes the September stay note, which also held Mrs Adeyemi being coeliac; 'do I "
     "need to get a gluten-free loaf in for the Adeyemis?' (yes) gets no", "DeletionError", "chroma.delete",
     "deleted"),
    ("b58_langgraph_scouts_tents_lost_update.py", "LangGraph store sync, two writers in threads",
     "the checklist bot puts back its stale tents record, losing Sandra's count (2 of ours unusable, borrow 4); 'how "
     "many tents are we borrowing from 1st Wells?' (4) gets 2", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b58_langchain_coop_chemistry_fee_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (Dr Imogen's chemistry: 6 sessions at £7 + £10 kit); 'how much do I owe for Ellie's "
     "chemistry this term?' (£52) gets £30 from the co-op's £5 fees line", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b58_zep_sportive_entries_response.py", "Zep facts (sync client, stand-in), script style",
     "100 mile 212, 60 mile 148 and family ride 64 are all in the facts; model says 360, leaving out the family "
     "ride; 'how many riders have we got entered altogether?' (424)", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b58_llamaindex_bnb_sunday_breakfast_who_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the note (Jo does Saturday breakfasts, Marta the cleaner Sunday) is in the context; model says Jo; 'who's "
     "cooking breakfast on the sunday while I'm away?' (Marta)", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH58_CONTROLS = [
    ("b58_ctl_mem0_cheese_wells_takings_label.py", "mem0 infer=False, search, turn spans",
     "none; label '£612.40' (memory: card reader slip £612.40, and the cash tin counted at home £438 after the float "
     "came out)", "AnnotationError", None, None),
    ("b58_ctl_letta_scouts_bottom_field_why_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'it floods when it rains' (memory: it flooded in 2024; this year Mr Rees has his heifers in the "
     "Bottom Field till Sept, and it's been dry)", "AnnotationError", None, None),
    ("b58_ctl_evermemos_coop_showcase_day_label.py", "EverMemOS async client (stand-in), asyncio, 7 messages",
     "none; label 'Friday the 17th' (memory: the Brownies have the hall that Friday, the vicar offered thurs 16th, "
     "'thurs 16th it is')", "AnnotationError", None, None),
    ("b58_ctl_chroma_bnb_mortons_nights_label.py", "chromadb query, script style",
     "none; label 'five nights, Mon to Sat' (memory: booked 5 nts; their daughter went into labour, gone by 7 on "
     "the Friday, charge only the nights they slept here)", "AnnotationError", None, None),
    ("b58_ctl_langgraph_sportive_hot_food_list_label.py", "LangGraph store sync, script style",
     "none; label 'Chew Stoke, Priddy and Cheddar' (memory: Priddy's record still says pasty van; Bob's note: the "
     "van can't get up Nine Barrows Lane, Priddy is flapjack + bananas)", "AnnotationError", None, None),
]

BATCH59 = [
    ("b59_mem0_dogshow_bis_time_extract.py", "mem0 infer=True (scripted model), turn spans, 10 notes",
     "extraction of the 1/7 email from the Best in Show judge keeps who she is, the cup and the rosettes and drops "
     "'BIS at half 3 not quarter to 3'; 'what time's best in show on saturday?' (3.30) gets 2.45 from the schedule",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b59_chroma_dental_hygienist_scoped.py", "chromadb query filtered to kind=patient, script style, 11 notes",
     "the practice meeting note (Gemma down to 3 days, her Weds patients incl Mr Okafor go to Priya) is left out by "
     "the patient-only filter; 'who's seeing Mr Okafor for his hygiene appt on Weds 9th?' gets Gemma",
     "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b59_qdrant_libvan_pugh_stop_delete.py", "qdrant delete (delivered requests), script style, 11 points",
     "the clear-out of delivered requests deletes the Cadfael request, which also held Mrs Pugh moving to her "
     "daughter's in Welshpool; 'which stop do I take Mrs Pugh's reserved books to now?' (Welshpool) gets Llanfair",
     "DeletionError", "qdrant.delete", "deleted"),
    ("b59_langgraph_kitty_balance_lost_update.py", "LangGraph store sync, two writers in threads",
     "the house bot puts back its stale kitty record, losing Aisha's Lidl £46.80 + Tesco £6.15; 'how much is left "
     "in the kitty?' (£47.05) gets £100", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b59_langchain_sailing_briefing_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (pursuit race first gun 13.45, briefing an hour before); 'what time's the helms' "
     "briefing on the 16th?' (12.45) gets 09.45 from the sailing instructions", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b59_zep_dogshow_entry_money_response.py", "Zep facts (sync client, stand-in), script style",
     "46 pre-entries at £1.50 and 71 on the day at £2 are in the facts; model says £234, all at £2; 'how much did "
     "the dog show make in entry fees?' (£211)", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b59_llamaindex_libvan_stop_length_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the summer timetable message (Pontrobert 1.40 til 2.25 now, used to be half 1 - half 2) is in the context; "
     "model says an hour; 'how long are we at Pontrobert tomorrow?' (45 minutes)", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH59_CONTROLS = [
    ("b59_ctl_mem0_dental_bhatt_pay_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'yes, £123' (memory: private check-up + clean same day £123; Mr Bhatt's £19.50/mth plan covers 2 "
     "check-ups + 2 cleans a yr, May is his first of each)", "AnnotationError", None, None),
    ("b59_ctl_letta_sailing_ro_who_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'Clive' (memory: the rota has Clive as RO on 24/5; his knee op on the 20th, Meg's happy to do the "
     "24th herself with Dan)", "AnnotationError", None, None),
    ("b59_ctl_evermemos_kitty_how_many_label.py", "EverMemOS async client (stand-in), asyncio, 7 messages",
     "none; label 'five' (memory: all 5 paid in the autumn; Ollie's abroad from Jan, Hana in his room eats on her "
     "college meal plan, 'won't touch the kitty stuff')", "AnnotationError", None, None),
    ("b59_ctl_chroma_dogshow_dilys_classes_label.py", "chromadb query, script style",
     "none; label 'Waggiest Tail, Handsomest Dog and Golden Oldie' (memory: Dilys first down for all three; her Max "
     "is in Golden Oldie, Sam Ellery the vet will do it)", "AnnotationError", None, None),
    ("b59_ctl_langgraph_libvan_meifod_day_label.py", "LangGraph store sync, script style",
     "none; label 'Wednesday, 11-11.40' (memory: Meifod's record still says weds; the van is at the garage weds "
     "26/8, and the show committee get it fri 28th on the show field, 'told her go on then')", "AnnotationError",
     None, None),
]

BATCH60 = [
    ("b60_mem0_boxing_weighin_place_extract.py", "mem0 infer=True (scripted model), turn spans, 9 notes",
     "extraction of the 24/2 show note keeps the date, the three boxers, bouts at 7 and the £6 door money and drops "
     "'weigh-in + medicals at the British Legion on the high st this time NOT the venue'; 'where do we go for the "
     "weigh-in tonight?' (the Legion) gets the Miners' Welfare from the general note", "ExtractionError",
     "mem0.extract", "omitted_at_extraction"),
    ("b60_chroma_cottage_changeover_window_scoped.py", "chromadb query filtered to kind=cottage, script style, 11 notes",
     "the owner's text (the Leeds family get the keys at 2) is left out by the cottage-only filter; 'how long have "
     "we got to turn Harbour View round tomorrow?' (4 hours) gets 6 hours from the card (out 10, in 4)",
     "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b60_qdrant_pta_tuck_shop_cap_delete.py", "qdrant delete (done tasks), script style, 11 points",
     "the clear-out of ticked-off tasks deletes the tuck shop float task, which also held Mrs Hale's £2 max per "
     "child; 'how much can each kid spend at the tuck shop?' (£2) gets no limit", "DeletionError", "qdrant.delete",
     "deleted"),
    ("b60_langgraph_flowers_harvest_arranger_lost_update.py", "LangGraph store sync, two writers in threads",
     "the reminder bot puts back its stale Harvest week record, losing Margaret's swap (Pat's hip, Jean from the "
     "choir does Harvest); 'who's doing the flowers for Harvest?' (Jean) gets Pat", "UpdateError",
     "langgraph.store.put", "overwritten"),
    ("b60_langchain_astro_talk_day_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (Dr Priya Nair can't do Thursdays, talk Tues 16/11); 'what day is Priya's talk?' "
     "(Tuesday 16 Nov) gets Thursday 18 Nov from the meetings line", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b60_zep_cottage_invoice_total_response.py", "Zep facts (sync client, stand-in), script style",
     "3 changeovers at £65, the £90 deep clean and linen at £22 a set per changeover are all in the facts; model "
     "says £285, leaving out the linen; 'what do I invoice Mr Hoskin for May?' (£351)", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b60_llamaindex_astro_open_night_scopes_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the messages (the Dob's with Gary till after Xmas; the 8in SCT + Malcolm's 4in refractor for Priddy) are in "
     "the context; model lists the Dob and the SCT; 'which telescopes are we putting out at the open night?' (SCT "
     "and Malcolm's refractor)", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH60_CONTROLS = [
    ("b60_ctl_mem0_boxing_subs_owed_label.py", "mem0 infer=False, search, turn spans",
     "none; label '£24' (memory: £20 of the £44 paid, '£24 to come'; then she handed Dean a tenner at sparring sat)",
     "AnnotationError", None, None),
    ("b60_ctl_letta_flowers_doreen_why_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'her hay fever' (memory: she moans about her hay fever every June but gets on with it; this year "
     "she's flying out to Perth for 5 wks for her daughter's first baby)", "AnnotationError", None, None),
    ("b60_ctl_evermemos_pta_ks2_finish_time_label.py", "EverMemOS async client (stand-in), asyncio, 7 messages",
     "none; label '7.30pm' (memory: flyer says KS2 6-7.30; the caretaker needs the hall swept + locked by half 7 for "
     "the Scouts' jumble sale, '7.15 home time for KS2')", "AnnotationError", None, None),
    ("b60_ctl_chroma_astro_scopes_owned_label.py", "chromadb query, script style",
     "none; label 'four telescopes' (memory: kit list has the Dob, the SCT and the 70mm; 4 scopes out at the open "
     "night including Malcolm's refractor that he brings from home)", "AnnotationError", None, None),
    ("b60_ctl_langgraph_cottage_meet_greet_label.py", "LangGraph store sync, script style",
     "none; label 'yes, he always does' (memory: Lilac's record says the owner always meets guests; note: his knee op "
     "fri 9th, no driving for 2 wks, Jess is doing the hello + hot tub talk)", "AnnotationError", None, None),
]

BATCH61 = [
    ("b61_mem0_pantry_dialysis_drop_time_extract.py", "mem0 infer=True (scripted model), turn spans, 9 notes",
     "extraction of the 5/10 Mr Jenkins note keeps his address and the 2 loaves + big milk and drops dialysis tues + "
     "thurs, 'do his box LAST, after 2.30' and Sue at no.14; 'what time can I drop Mr Jenkins' box today?' (after "
     "half two) gets the morning round, 9.30-12", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b61_qdrant_craftfair_pitch_place_scoped.py", "qdrant query_points filtered to kind=stall, script style, 11 points",
     "Lorraine's email (generator by the gate, Wendy's pottery on 14 under the oak by the tea tent) is left out by "
     "the stall-only filter; 'where am I setting up tomorrow?' (pitch 14 by the tea tent) gets pitch 3 by the gate",
     "RetrievalError", "qdrant.query_points", "filtered_by_scope"),
    ("b61_chroma_allotment_shed_keys_delete.py", "chromadb delete (done jobs), script style, 11 notes",
     "the spring clear-out of done jobs deletes the new padlock job, which also said who has the 3 keys (Ray, Hettie, "
     "Maureen's spare); 'who's got a key to the shed?' gets 'nobody, it's a combination lock' from the rules card",
     "DeletionError", "chroma.delete", "deleted"),
    ("b61_langgraph_gala_date_lost_update.py", "LangGraph store sync, two writers in threads",
     "the programme bot puts back its stale league round 2 record, losing Kerry's edit (burst pipe, round 2 on Sun "
     "21/11); 'what day's the league gala?' (Sunday 21 Nov) gets Sat 13/11", "UpdateError",
     "langgraph.store.put", "overwritten"),
    ("b61_langchain_anniversary_buffet_cost_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (Bellini's, £14.50 a head x 60 + £40 for the cake); 'how much is the buffet going "
     "to come to?' (£910) gets about £700 from the family's food budget line", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b61_zep_craftfair_stall_count_response.py", "Zep facts (sync client, stand-in), script style",
     "22 in the marquee, 8 on the grass and 3 food vans (the insurer counts each van) are all in the facts; model "
     "says 30, leaving out the vans; 'how many stalls do I put on the insurance form?' (33)", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b61_llamaindex_gala_starter_who_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the officials message (ref Mr Dale, Janet Price starting, Sharon chief timekeeper) is in the context; model "
     "names Mr Dale; 'who's the starter on Saturday?' (Janet Price)", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH61_CONTROLS = [
    ("b61_ctl_mem0_anniversary_guest_count_label.py", "mem0 infer=False, search, turn spans",
     "none; label '44' (memory: 44 yes inc the Dublin 4; then Siobhan rang, flights are silly money w the rugby on, "
     "the four will send a card + do a video call)", "AnnotationError", None, None),
    ("b61_ctl_evermemos_pantry_round_day_label.py", "EverMemOS async client (stand-in), asyncio, 7 messages",
     "none; label 'Thursday' (memory: round goes out thurs; the chapel hall's a polling station thurs 2nd so packing "
     "tues 30th + going out weds 1st)", "AnnotationError", None, None),
    ("b61_ctl_letta_allotment_strimmer_yesno_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'no, it won't start' (memory: won't start, DO NOT USE sign 16/5; Ray put in a new plug + cleaned "
     "the carb, starts first pull, sign's off)", "AnnotationError", None, None),
    ("b61_ctl_chroma_gala_pool_why_label.py", "chromadb query, script style",
     "none; label 'the parking when the rugby's on' (memory: parking at Frome is hopeless on rugby Saturdays; Frome "
     "pool shut all Oct for the tiles, so the open meet is at Shepton)", "AnnotationError", None, None),
    ("b61_ctl_qdrant_craftfair_setup_howlong_label.py", "qdrant query_points, script style",
     "none; label 'two and a half hours' (memory: gates open 7.30, public at 10; the car boot lot have the rec till "
     "half 8 so nobody drives on before 8.30)", "AnnotationError", None, None),
]

BATCH62 = [
    ("b62_mem0_rescue_adoption_fee_extract.py", "mem0 infer=True (scripted model), turn spans, 9 notes",
     "extraction of the 3/6 Pepper note keeps the passed home check, the dental the Hendersons pay at Riverside and "
     "the Sat 12th collection, and drops 'fee's normally £175 but I've said knock £50 off'; 'how much are the "
     "Hendersons paying us for Pepper?' (£125) gets the usual £175", "ExtractionError", "mem0.extract",
     "omitted_at_extraction"),
    ("b62_chroma_minibus_pickup_time_scoped.py", "chromadb query filtered to kind=passenger, script style, 11 notes",
     "the daughter's text (the district nurse Tues mornings, get Iris at 11.20 on the 21st) is left out by the "
     "passenger-only filter; 'what time do I pick up Iris tomorrow?' (11.20) gets 10.45 from her card",
     "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b62_qdrant_street_party_closure_length_delete.py", "qdrant delete (done tasks), script style, 11 points",
     "the clear-out of ticked-off tasks deletes the road closure task, which also held the council's 10am-8pm; "
     "'how long's the road shut for on the day?' (ten hours) gets six hours from the party times (12 till 6)",
     "DeletionError", "qdrant.delete", "deleted"),
    ("b62_langgraph_band_principal_cornet_lost_update.py", "LangGraph store sync, two writers in threads",
     "the librarian's script puts back its stale Area record, losing Gill's edit (Kev's giving his daughter away, "
     "Lucy Tran on loan from Thornbury on principal); 'who's sitting on principal cornet at the Area?' (Lucy Tran) "
     "gets Kev Marsh", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b62_langchain_tutoring_lesson_place_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (Zara's Wednesday lessons at her nan's, 22 Birch Grove, Earley); 'where am I "
     "teaching Zara on Wednesday?' (her nan's in Earley) gets the registration form's Woodley address",
     "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b62_zep_band_arrival_time_response.py", "Zep facts (sync client, stand-in), script style",
     "coach at 7.15, 1hr 50 to Cheltenham and a 25 min stop at Michaelwood are all in the facts; model says 9.05, "
     "leaving out the stop; 'what time do we get to Cheltenham on Saturday?' (about 9.30)", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b62_llamaindex_street_party_tables_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the messages (6 church hall trestles, 4 from the Dog & Duck, Bev's 2 pasting tables; the school's too small) "
     "are in the context; model says ten; 'how many tables have we got sorted for saturday?' (12)", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH62_CONTROLS = [
    ("b62_ctl_mem0_tutoring_chem_tutor_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'Mr Patel' (memory: Ruby first matched w Raj Patel on thurs; his thurs got full before she "
     "started, so she's with Hannah Lowe mondays, three lessons so far)", "AnnotationError", None, None),
    ("b62_ctl_chroma_rescue_dogs_in_foster_label.py", "chromadb query, script style",
     "none; label 'Biscuit, Mabel and Bramble' (memory: 'Mabel went off w the Greens sun 18th!! happy tears all "
     "round, Ros says the house is v quiet')", "AnnotationError", None, None),
    ("b62_ctl_langgraph_minibus_dobbs_fare_label.py", "LangGraph store sync, script style",
     "none; label 'no - his GP's voucher covers him' (memory: the voucher is for his RUH trips; market run, bus "
     "pass = half of the £3 town return)", "AnnotationError", None, None),
    ("b62_ctl_letta_band_area_day_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'Friday' (memory: Area sat 6/3; the draw is fri 5th 8pm at the Queens Hotel, just Gill going)",
     "AnnotationError", None, None),
    ("b62_ctl_evermemos_street_party_bouncy_castle_why_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'it cost too much - £95' (memory: £95 'is a lot but the kitty can stretch to it'; the council's "
     "insurance only covers inflatables on grass, not tarmac)", "AnnotationError", None, None),
]

BATCH63 = [
    ("b63_mem0_vet_calving_bill_extract.py", "mem0 infer=True (scripted model), turn spans, 9 notes",
     "extraction of Sarah's 16/11 Hollins Farm calving note keeps the calf, the £65 visit and £38 of drugs, and drops "
     "'out of hrs 90' (and the 2.10am call); 'how much do I put on Hollins Farm's bill for the calving?' (£193) gets "
     "£103", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b63_qdrant_rowing_trailer_park_scoped.py", "qdrant query_points filtered to kind=travel, script style, 11 points",
     "the regatta's info pack (filed as an event note: trailers on the field behind Star Club's boathouse, in off "
     "Duckmill Lane, the Embankment car park is shut for a market) is left out by the travel-only filter; 'where do I "
     "park the trailer at Bedford on Saturday?' gets last year's Embankment car park", "RetrievalError",
     "qdrant.query_points", "filtered_by_scope"),
    ("b63_chroma_ukulele_crown_start_delete.py", "chromadb delete (past gigs), script style, 11 notes",
     "the clear-out of played gigs deletes the Crown 8/10 write-up, which also held the landlord's 'start at half 8' "
     "for fri 19/11; 'what time do we start at the Crown on Friday?' (half eight) gets the standing 8pm",
     "DeletionError", "chroma.delete", "deleted"),
    ("b63_langgraph_grotto_santa_lost_update.py", "LangGraph store sync, two writers in threads",
     "the booking site's sync puts back its stale Sat 11 Dec record, losing Karen's edit (Graham has shingles, Derek "
     "from the tills is Santa); 'who's being Father Christmas tomorrow?' (Derek) gets Graham", "UpdateError",
     "langgraph.store.put", "overwritten"),
    ("b63_langchain_cinema_tickets_left_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (the fire officer's max 48 seated); 'how many more tickets can we sell for "
     "Friday?' (17 = 48 - 31) gets 29 from the hall hire sheet's 60", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b63_zep_grotto_under3s_gifts_response.py", "Zep facts (sync client, stand-in), script style",
     "the soft reindeer, the colouring book and crayons every child gets, and the under-3s' sugar-free candy cane are "
     "all in the facts; model leaves out the colouring book; 'what does an under-3 go home with?'", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b63_llamaindex_rowing_drive_length_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "google's 1h35 and Dave's 'add a good half hour' with the trailer are both in the context; model says 1h35; "
     "'how long will the drive to Bedford take us with the trailer?' (about 2h05)", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH63_CONTROLS = [
    ("b63_ctl_mem0_grotto_elves_count_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'five' (memory: 5 elves put down for sat 18th; Kieran's mum wants him home revising for his mocks "
     "that day, he'll come in the Sunday)", "AnnotationError", None, None),
    ("b63_ctl_chroma_cinema_casablanca_day_label.py", "chromadb query, script style",
     "none; label 'Friday, as usual' (memory: films are the 2nd friday; the WI have the hall fri 10th for their "
     "annual dinner, 'so we're on sat 11/3')", "AnnotationError", None, None),
    ("b63_ctl_letta_vet_pentre_visit_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'yes - Thursday, to read their TB test' (memory: the Marches vet is at Pentre thurs for the sheep "
     "and will read it while he's there, 'save us the trip')", "AnnotationError", None, None),
    ("b63_ctl_evermemos_rowing_hannah_why_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'her wrist's still bad' (memory: physio says tendons being grumpy, good to row; her sister's "
     "wedding is on the day and she's a bridesmaid)", "AnnotationError", None, None),
    ("b63_ctl_langgraph_ukulele_elms_songs_label.py", "LangGraph store sync, script style",
     "none; label 'Daydream Believer, Sloop John B and Riptide' (memory: the gig record lists Riptide; Val's note: it "
     "went down like a lead balloon last year, 'so Que Sera Sera it is')", "AnnotationError", None, None),
]

BATCH64 = [
    ("b64_mem0_prom_ticket_price_extract.py", "mem0 infer=True (scripted model), turn spans, 9 notes",
     "extraction of the 2/3 note keeps the Pavilion deposit, DJ Kaz and the posters, and drops 'the PTA are putting "
     "£7 a head in from the quiz night money so yr 13s actually pay 35'; 'how much is a ticket for me?' (£35) gets "
     "the £42 on the posters", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b64_qdrant_coastal_walk_meeting_place_scoped.py", "qdrant query filtered to kind=route, script style, 10 points",
     "the leader's message (bus station fenced off, meet at the Wharf Rd stop by the Jubilee Pool) is left out by the "
     "route-only filter; 'where are we meeting tomorrow?' (the Wharf Road stop) gets Penzance bus station",
     "RetrievalError", "qdrant.query_points", "filtered_by_scope"),
    ("b64_chroma_newsletter_copy_deadline_delete.py", "chromadb delete (paid adverts), script style, 11 documents",
     "the clear-out of paid adverts deletes Barton's Garage's note, which also held the printer's 'March copy by Mon "
     "14th'; 'what day's the last day to get stuff in for March?' (Monday the 14th) gets the usual 20th",
     "DeletionError", "chroma.delete", "deleted"),
    ("b64_langgraph_judo_grading_time_lost_update.py", "LangGraph store sync, two writers in threads",
     "the membership sync script puts back its stale grading record, losing the head coach's edit (examiner must "
     "leave by 2, starting at 9.30 not 1); 'what time does Saturday's grading start?' (9.30) gets 1pm",
     "UpdateError", "langgraph.store.put", "overwritten"),
    ("b64_langchain_window_box_bakery_watering_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (Sal at the bakery waters her own two boxes, off the rounds); 'who's watering the "
     "boxes outside the bakery?' (the bakery's owner) gets Ken from the April rota", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b64_zep_prom_coach_total_response.py", "Zep facts (sync client, stand-in), script style",
     "£385 a coach, 2 coaches and £60 extra per coach after midnight are all in the facts; model says £770, leaving "
     "out the late charge; 'how much is the coach costing us altogether?' (£890)", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b64_llamaindex_coastal_walk_distance_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the recce messages (Sennen-Land's End 1 1/4, Land's End-Porthgwarra 3.5, Porthgwarra-Porthcurno 2 1/4) are in "
     "the context; model says 5 3/4, leaving out the first leg; 'how long is Sunday's walk, in miles?' (7)",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH64_CONTROLS = [
    ("b64_ctl_mem0_judo_grading_fee_label.py", "mem0 infer=False, search, turn spans",
     "none; label '£25, same as everyone' (memory: grading £25 a head; the hardship pot covers half of Ellie's, so "
     "£12.50 from her mum)", "AnnotationError", None, None),
    ("b64_ctl_chroma_window_box_summer_plants_label.py", "chromadb query, script style",
     "none; label 'geraniums, petunias and bacopa' (memory: petunias were last summer's - 'never again, the slugs "
     "had the lot'; this summer is geraniums, bacopa and ivy)", "AnnotationError", None, None),
    ("b64_ctl_langgraph_newsletter_april_printer_label.py", "LangGraph store sync, script style",
     "none; label 'Downland Print in Hassocks' (memory: Downland's big press is in bits waiting on a part, Jen put "
     "them onto her cousin's firm, Weald Print in Burgess Hill, for April)", "AnnotationError", None, None),
    ("b64_ctl_letta_prom_meal_included_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'no - the meal's £18 a head on top' (memory: the first price had food £18pp on top; they went "
     "back and got a 3 course inside £42 by losing the chair covers)", "AnnotationError", None, None),
    ("b64_ctl_evermemos_coastal_walk_direction_why_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'the car park at Porthcurno costs £8' (memory: the £8 car park is an aside, everyone's on the bus; "
     "the reason is the buses home from Porthcurno vs Sennen's last one about 4)", "AnnotationError", None, None),
]

# Batch 65 (b65_*.py), held out: written by a helper that read neither the engine nor any verdict (README top and the
# Batch 16 section, docs except attribution/benchmark, common.py, run_all.py, b3_support.py, the stand-ins, one
# earlier app per library). Notes and chats about a community choir's charity concert, a mobile bike mechanic's
# diary, a beekeeping association's apiary, a night shelter's volunteer rota and a family's caravan holiday.
BATCH65 = [
    ("b65_mem0_apiary_spring_honey_extract.py", "mem0 infer=True (scripted model), turn spans, 10 notes",
     "extraction of the 28/5 note keeps the 38lb off Millfield, the OSR and the jarring, drops 'Marj brought her 2 "
     "supers over from the Orchard site ... 22lb ... same tank'; 'how much honey did the spring extraction come to "
     "in total?' (60lb) gets 38 lb", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b65_chroma_shelter_friday_start_datefilter.py", "chromadb query (posted >= 1 Nov), script style, 11 docs",
     "the coordinator's 28/10 message (Fri overnights 10pm-8am all season, the badminton club has the hall till "
     "9.45) is left out by the this-month filter; 'what time do I need to get to the hall for Friday night?' (10pm) "
     "gets the 9pm template", "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b65_qdrant_caravan_ferry_checkin_delete.py", "qdrant filter delete (kind=quote), script style, 12 points",
     "the clear-out of old quotes deletes the Stena quote note, which also held 'with a caravan on the back check-in "
     "shuts an hour before sailing, not the 30 mins'; 'how long before the sailing do we have to be at Holyhead?' "
     "(an hour) gets 30 minutes", "DeletionError", "qdrant.delete", "deleted"),
    ("b65_langgraph_choir_piejesu_soloist_lost_update.py", "LangGraph store sync, two writers in threads",
     "the printer-proof script puts back its stale Pie Jesu item, losing the MD's edit (Clare has laryngitis, Hannah "
     "W from the 2nd sopranos sings it); 'who's singing the solo in the Pie Jesu on Saturday?' (Hannah) gets Clare",
     "UpdateError", "langgraph.store.put", "overwritten"),
    ("b65_langchain_bikemech_ahmed_postcode_trim.py", "LangChain history + trim_messages (last 14), turn spans",
     "turn 8's trim drops turn 1 (Mrs Ahmed: the booking's postcode BS1 6QA is her work, do it at home, 14 Cranbrook "
     "Rd BS6 7BS); 'what postcode am I putting in the satnav for Mrs Ahmed's brakes?' gets BS1 6QA", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b65_zep_shelter_free_beds_response.py", "Zep facts (sync client, stand-in), script style, 7 notes",
     "12 camp beds, 8 booked in and '2 beds back for the police out of hours drop offs' are all in the facts; model "
     "says 4; 'how many more can you take tonight?' (2)", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b65_llamaindex_caravan_home_day_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "Roundwood from Sat 29/7 for 7 nights, Ballinesker 4 nights and 'ferry home ... the day we leave Ballinesker' are "
     "in the context; model says Saturday 5 August; 'what day do we get back home?' (Wed 9 Aug)", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH65_CONTROLS = [
    ("b65_ctl_mem0_bikemech_pryce_chain_label.py", "mem0 infer=False, search, script style",
     "none; label 'yes, a chain and a cassette' (memory: from the photo 'chain + cassette, order a KMC X11'; on the "
     "19th the checker says the chain's just over 0.5, 'the old chain stays on, cassette only')", "AnnotationError",
     None, None),
    ("b65_ctl_letta_choir_raffle_takings_label.py", "Letta core memory block (stand-in), script style",
     "none; label '£312' (memory: £312 in the raffle bag, '£40 of it's the float, back in the tin')",
     "AnnotationError", None, None),
    ("b65_ctl_evermemos_apiary_hive2_honey_why_label.py", "EverMemOS async client (stand-in), asyncio, turn spans",
     "none; label 'the bees in that one are too aggressive' (memory: hive 2 a 'stroppy lot' as an aside; the reason "
     "is a late-June swarm that 'needs every drop it's got to see it through to march')", "AnnotationError", None,
     None),
    ("b65_ctl_qdrant_shelter_sunday_lockup_label.py", "qdrant query, script style",
     "none; label 'the caretaker, Dennis' (memory: Dennis normally locks up; he's in Lanzarote for 2 wks, 'Rev Claire "
     "says she'll do the Sunday lock ups')", "AnnotationError", None, None),
    ("b65_ctl_langgraph_caravan_sites_list_label.py", "LangGraph store sync, script style",
     "none; label 'Roundwood, Morriscastle, and the farm site at Penrhos' (memory: Morriscastle had 'nothing for a "
     "7.4m van in Aug', Ballinesker had a pitch, booked)", "AnnotationError", None, None),
]

BATCH66 = [
    ("b66_mem0_bakery_christening_allergens_extract.py", "mem0 infer=True (scripted model), turn spans, 8 notes",
     "extraction of Mrs Achebe's ring-back keeps the 40 cupcakes and the £85 balance and drops 'her sister's husband "
     "can't do sesame either so scrap the sesame brittle on top'; 'what's the Achebe cake got to be free of?' (nuts "
     "and sesame) gets nuts only", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b66_chroma_cricket_u11_meet_time_scoped.py", "chromadb query filtered to kind=fixture, script style, 10 documents",
     "the U11 coach's message (Westbury want to start at 10, have them at ours for 9.15) is left out by the "
     "fixture-only filter; 'what time do I need to get Alfie to the club on Sunday?' (9.15) gets 9.45",
     "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b66_qdrant_parish_barn_comments_deadline_delete.py", "qdrant delete (decided applications), script style, "
     "10 points",
     "the clear-out of decided applications deletes the Mill Lane garage note, which also held the case officer's "
     "'Church Farm barns pushed back to Fri 14/6 for comments'; 'when's the last day we can get our comments in on "
     "the Church Farm barns?' (Fri 14 June) gets 31 May", "DeletionError", "qdrant.delete", "deleted"),
    ("b66_langgraph_orchard_pressing_place_lost_update.py", "LangGraph store sync, two writers in threads",
     "the pickers' sign-up sync puts back its stale pressing-day record, losing the coordinator's edit (hall double "
     "booked, pressing in the big barn at Hollow Farm); 'where are we pressing on Saturday?' (Hollow Farm's barn) gets "
     "the village hall kitchen", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b66_langchain_karaoke_final_judge_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (Bev the landlady is judging the final herself, Dave only compering); 'who's doing "
     "the judging at the final?' (the landlady) gets DJ Dave from the August poster", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b66_zep_bakery_wedding_balance_response.py", "Zep facts (sync client, stand-in), script style",
     "cake £240, 60 cupcakes at £1.50 and the £100 deposit are all in the facts; model says £140, leaving out the "
     "cupcakes; 'how much is left to pay on the Kowalski wedding order?' (£230)", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b66_llamaindex_cricket_nets_length_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the booking message (thurs 6.15 till 7.45pm) is in the context; model says two hours; 'how long's the U13 nets "
     "session on Thursday?' (an hour and a half)", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH66_CONTROLS = [
    ("b66_ctl_mem0_orchard_trees_picked_label.py", "mem0 infer=False, search, turn spans",
     "none; label '9 trees, everything on the list' (memory: the list had 9; the Howgate Wonder was 'still rock "
     "hard', leave it a fortnight, so 8 were picked)", "AnnotationError", None, None),
    ("b66_ctl_qdrant_parish_committee_speaker_label.py", "qdrant query, script style",
     "none; label 'Margaret, the chair' (memory: the chair normally speaks; she's in Crete for her daughter's 40th, "
     "Tom the vice-chair is going on the 3rd)", "AnnotationError", None, None),
    ("b66_ctl_letta_karaoke_final_day_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'Thursday, the 20th' (memory: had it down for thurs 20th but that's quiz night and the quiz team "
     "nearly rioted, so it's fri 21st)", "AnnotationError", None, None),
    ("b66_ctl_evermemos_bakery_nut_free_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'yes - the older brother's got a nut allergy' (memory: he's at his dad's that weekend, not at the "
     "party; the mum said the normal recipe's fine)", "AnnotationError", None, None),
    ("b66_ctl_langchain_cricket_training_venue_why_label.py", "LangChain history (whole), turn spans",
     "none; label 'because the pavilion's being painted' (memory: the painting is Sunday's working party; Friday's "
     "move is because the groundsman is getting the square ready for Saturday's cup match)", "AnnotationError", None,
     None),
]

BATCH67 = [
    ("b67_mem0_dogwalk_biscuit_key_extract.py", "mem0 infer=True (scripted model), turn spans, 8 notes",
     "extraction of Mrs Pryor's text keeps Biscuit's spay and the lead-only rule and drops 'not leaving the key under "
     "the pot any more, its in a key safe on the side gate now, code 1984'; 'where do I get the key for Biscuit's?' "
     "(the key safe on the side gate) gets under the blue pot", "ExtractionError", "mem0.extract",
     "omitted_at_extraction"),
    ("b67_chroma_villagehall_deposit_back_scoped.py", "chromadb query filtered to kind=booking, script style, "
     "10 documents",
     "the caretaker's note (confetti cannon, chair says keep £45 back off their dep) is left out by the booking-only "
     "filter; 'how much deposit do we send back to the Hendersons?' (£105) gets all £150", "RetrievalError",
     "chroma.query", "filtered_by_scope"),
    ("b67_qdrant_relay_leg1_start_delete.py", "qdrant delete (done jobs), script style, 10 points",
     "the clear-out of done jobs deletes the race-numbers note, which also held 'organisers have had to bring leg "
     "1's off forward to 8.40'; 'what time do I set off on sunday?' (8.40) gets 9.10", "DeletionError",
     "qdrant.delete", "deleted"),
    ("b67_langgraph_scoutcamp_wellies_lost_update.py", "LangGraph store sync, two writers in threads",
     "the parents' forms sync puts back its stale kit-list record, losing Skip's edit (the field's like a swamp, "
     "WELLIES please); 'does Alfie need to bring wellies?' (yes) gets no", "UpdateError", "langgraph.store.put",
     "overwritten"),
    ("b67_langchain_bookshop_holmes_collector_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (Mr Adeyemi's in hospital, his daughter Funmi collects the Folio Holmes); 'who's "
     "meant to be collecting it?' (his daughter) gets Mr Adeyemi from the reserve slip", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b67_zep_relay_total_time_response.py", "Zep facts (sync client, stand-in), script style",
     "the four leg splits (52:40, 1:04:15, 47:50, 58:05) are all in the facts; model says 2:38:35, leaving out leg "
     "2; 'how long did we take all together?' (3:42:50)", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b67_llamaindex_scoutcamp_open_afternoon_date_response.py", "LlamaIndex Memory async (aput/aget), asyncio, "
     "turn spans",
     "camp fri 27/7 -> fri 3/8 and 'the first sunday we're there' are in the context; model says Sunday 28 July; "
     "'what date's the parents' open afternoon?' (Sunday 29 July)", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH67_CONTROLS = [
    ("b67_ctl_mem0_dogwalk_thursday_pack_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'Bramble, Otto and Pip' (memory: Pip's mum is working from home all of June and walks him herself "
     "at lunch, so no Pip till July)", "AnnotationError", None, None),
    ("b67_ctl_qdrant_villagehall_small_room_why_label.py", "qdrant query, script style",
     "none; label 'the floor's being sanded and varnished' (memory: that's the main hall at Easter; the small room is "
     "shut w/c 19/3 for the roofer, damp patch from the flat roof)", "AnnotationError", None, None),
    ("b67_ctl_letta_bookshop_dickens_price_label.py", "Letta core memory block (stand-in), script style",
     "none; label '£90, the price on it' (memory: on the shelf at £90, the dealer had £75 in notes in his hand and "
     "Rob's a soft touch - gone)", "AnnotationError", None, None),
    ("b67_ctl_evermemos_relay_anchor_leg_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'Marcus, the quickest' (memory: his calf went at parkrun, 3 weeks no running; Jen said yes to leg "
     "4)", "AnnotationError", None, None),
    ("b67_ctl_chroma_scoutcamp_headcount_label.py", "chromadb query, script style",
     "none; label '24, all the forms came back' (memory: Ellie has chickenpox and stays home, Josh goes to Cornwall "
     "with his grandparents: 22)", "AnnotationError", None, None),
]

BATCH68 = [
    ("b68_mem0_housemove_total_cost_extract.py", "mem0 infer=True (scripted model), turn spans, 8 notes",
     "extraction of the removal man's survey note keeps the loft, the 3 men and the 8am start and drops 'I've booked "
     "Glos Piano Movers for weds 13th, £180'; 'how much are we paying to get everything moved, all in?' (£1,130) gets "
     "£950", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b68_chroma_fridge_greggs_pickup_place_scoped.py", "chromadb query filtered to this week's notes, script style, "
     "10 documents",
     "last week's note (Greggs' new manager wants crates out the back door on Parsonage St from this weekend) is left "
     "out by the this-week filter; 'where do I pick the Greggs bags up tonight?' (back door, Parsonage St) gets the "
     "High St shop counter", "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b68_qdrant_foodbank_loading_bay_delete.py", "qdrant delete (month before last), script style, 10 points",
     "the clear-out of January's van log deletes the 19/1 Tesco run entry, which also held the duty manager's OK to "
     "use the loading bay for Friday collections; 'can I take the van into the Tesco loading bay today?' (yes, tell "
     "security) gets no, the customer car park", "DeletionError", "qdrant.delete", "deleted"),
    ("b68_langgraph_panto_dress_night_lost_update.py", "LangGraph store sync, two writers in threads",
     "the cast-availability sync puts back its stale dress-rehearsal record, losing the director's edit (brownies "
     "have the hall Tuesday, hall committee gave them weds 15th); 'what night's the dress rehearsal?' (Wednesday) "
     "gets Tuesday", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b68_langchain_windows_oak_rd_cash_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (no.14 Oak Rd pays by standing order now, don't knock for cash); 'how much cash "
     "should I come away with from Oak Rd today?' (£44) gets £62", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b68_zep_foodbank_tuesday_drops_response.py", "Zep facts (sync client, stand-in), script style",
     "Cainscross, the Ryeford almshouses (fortnightly, due this week) and St Cyr's hall are all in the facts; model "
     "lists two, leaving out Ryeford; 'which places do I drop at on Sue's Tuesday run tomorrow?' (all three)",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b68_llamaindex_panto_show_length_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "act 1 55 min, act 2 about 50 and the 20 min interval are in the context; model says an hour and three "
     "quarters, leaving out the interval; 'how long's the whole show, start to finish?' (about 2h05)",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH68_CONTROLS = [
    ("b68_ctl_mem0_windows_tuesday_houses_label.py", "mem0 infer=False, search, turn spans",
     "none; label '42' (memory: 42 on the Tuesday list, but Larkhay 31 + 33 are 'sat empty now, for sale boards up "
     "... nobody to pay. leave em off', so 40)", "AnnotationError", None, None),
    ("b68_ctl_qdrant_panto_dame_label.py", "qdrant query, script style",
     "none; label 'Keith - he's always the Dame' (memory: Keith's done it every year since 2015, but his knee op is "
     "2 Dec and he can't do the stairs or the kick line, he's helping with the chorus; 'Ravi's our Dame')",
     "AnnotationError", None, None),
    ("b68_ctl_letta_fridge_sunday_opening_label.py", "Letta core memory block (stand-in), script style",
     "none; label '9am like every other day' (memory: 9am-7pm every day, but on Sundays the church has the foyer for "
     "the service and coffee, 'unlock half 12')", "AnnotationError", None, None),
    ("b68_ctl_evermemos_housemove_meter_reading_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '54,321' (memory: that was Saturday's reading 'just so we've got something'; Kwame's reading as "
     "they locked up on moving day, 54388, went to Octopus)", "AnnotationError", None, None),
    ("b68_ctl_chroma_foodbank_late_drop_why_label.py", "chromadb query, script style",
     "none; label 'the van had a flat tyre on the way' (memory: the tyre light came on, the tyres were fine, 10 min; "
     "the Asda pallets weren't wrapped and Mick waited nearly 50 min)", "AnnotationError", None, None),
]

BATCH69 = [
    ("b69_mem0_studenthouse_broadband_share_extract.py", "mem0 infer=True (scripted model), turn spans, 6 notes",
     "extraction of the 3 Feb note keeps the router moving into Jas's room and drops Virgin's new price (£38 a month "
     "from March, the deal ran out); 'what's my share of the broadband a month now?' (£7.60, 38 / 5) gets £6.40",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b69_chroma_sailing_topper_meeting_place_scoped.py", "chromadb query filtered to booking notes, script style, "
     "10 documents",
     "Gwen's instructor note (Saturday's hires go off the pontoon by the boathouse, the slipway is taped off for new "
     "concrete) is left out by the booking-only filter; 'where do I meet the instructor for my Topper hire "
     "tomorrow?' (the pontoon by the boathouse) gets the slipway", "RetrievalError", "chroma.query",
     "filtered_by_scope"),
    ("b69_qdrant_hairdresser_daley_tint_delete.py", "qdrant delete (month before last), script style, 10 points",
     "the clear-out of March's bookings deletes the 13/3 entry, which also held Mrs Daley's reaction to the 6/0 (patch "
     "test before anything permanent, the semi meanwhile); 'can I just do Mrs Daley's roots with her usual 6/0 "
     "tomorrow?' (no) gets yes", "DeletionError", "qdrant.delete", "deleted"),
    ("b69_langgraph_gala_warmup_time_lost_update.py", "LangGraph store sync, two writers in threads",
     "the entries sync puts back its stale warm-up record, losing the gala secretary's edit (the pool opens early "
     "for them, warm-up 7.45 - 8.25); 'what time do the kids need to be in the water for warm-up on saturday?' "
     "(7.45) gets 8.30", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b69_langchain_xmasfair_morning_pickups_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (the scouts' urn, left in the church porch, to grab first thing); 'what've I got to "
     "pick up on the way in tomorrow morning?' (urn, tombola prizes, float) gets only the prizes and the float",
     "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b69_zep_sailing_wayfarer_slot_length_response.py", "Zep facts (sync client, stand-in), script style",
     "the 10-1 slot, the race-Sunday rule (boats back by half 12) and 27/5 being a race day are all in the facts; "
     "model says three hours; 'how long have we got the Wayfarer for tomorrow?' (2h30)",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b69_llamaindex_hairdresser_bridal_trial_date_response.py", "LlamaIndex Memory async (aput/aget), asyncio, "
     "turn spans",
     "the wedding on Sat 16 June and a trial a fortnight before, on a Saturday, are in the context; model counts "
     "back a week (Sat 9 June); 'so what date's Kerry's trial?' (Sat 2 June)",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH69_CONTROLS = [
    ("b69_ctl_mem0_gala_officials_count_label.py", "mem0 infer=False, search, turn spans",
     "none; label '6' (memory: the host club is meant to find 6 and six are named, but Gary is 'on nights all that "
     "week ... told him no way, go to bed', so 5)", "AnnotationError", None, None),
    ("b69_ctl_chroma_xmasfair_opener_label.py", "chromadb query, script style",
     "none; label 'the Mayor' (memory: her office said she'd love to, then rang: she has a civic lunch in Worcester "
     "that day, 'her deputy Cllr Patel will come + do it, in the chain')", "AnnotationError", None, None),
    ("b69_ctl_letta_hairdresser_pegg_time_label.py", "Letta core memory block (stand-in), script style",
     "none; label '10am' (memory: wash + set every Fri 10am, but a chiropodist comes to the house Friday mornings "
     "about 10 and 'half 11 suits her')", "AnnotationError", None, None),
    ("b69_ctl_evermemos_studenthouse_engineer_day_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'Tuesday 9th' (memory: Virgin first offered Tue 9th 8-1; nobody could be in, Jas 'rang virgin back "
     "- they had thurs 11th 8-1, took it')", "AnnotationError", None, None),
    ("b69_ctl_qdrant_sailing_hire_off_why_label.py", "qdrant query, script style",
     "none; label 'too windy - it was gusting 25 knots' (memory: that was Friday's forecast; Saturday was 12-15, the "
     "rescue RIB's outboard wouldn't start and there's no hire without rescue cover)", "AnnotationError", None, None),
]

BATCH70 = [
    ("b70_mem0_florist_venue_flowers_extract.py", "mem0 infer=True (scripted model), turn spans, 7 notes",
     "extraction of the venue walk-round note keeps the 10 jam-jar table centres and the parking and drops 'Amy's "
     "mums friend is doing the cake + wants fresh flowers on it from us, drop them w the cake lady by 11'; 'apart "
     "from what people wear and carry, what are we doing for the venue itself?' (arch, 10 table centres, cake "
     "flowers) gets two of the three", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b70_qdrant_football_first_pitch_scoped.py", "qdrant query filtered to the team's age group, script style, "
     "10 points",
     "the committee's notice filed under 'all' (top field waterlogged, U11 games on the school field, pitch 7 for 3 "
     "and 8 for 4) is left out by the U11-only filter; 'which pitch are we on first thing tomorrow?' (7, school "
     "field) gets pitch 3 on the top field", "RetrievalError", "qdrant.query_points", "filtered_by_scope"),
    ("b70_chroma_brewery_plough_day_delete.py", "chroma delete (paid deliveries), script style, 10 documents",
     "the clear-out of paid delivery notes deletes the Plough's 16/5 note, which also held the landlady's request "
     "to come on Wednesdays (Thursday is her day off); 'what day do the Plough's casks go this week?' (Wednesday) "
     "gets Thursday", "DeletionError", "chroma.delete", "deleted"),
    ("b70_langgraph_care_lunch_meds_lost_update.py", "LangGraph store sync, two writers in threads",
     "the rota sync puts back its stale copy of Mr Doyle's record, losing the coordinator's edit after the GP review "
     "(lunchtime tablets at half 1, lunch call 1.15-1.45); 'what time do I give Mr Doyle his lunchtime tablets?' "
     "(1.30) gets 12", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b70_langchain_halfterm_football_pickup_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (Nana's cataract op on Wednesday, Grandad does the football pick-up); 'who's "
     "getting Ellie from football on Wednesday?' (Grandad) gets Nana, from the fridge calendar",
     "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b70_zep_florist_balance_owed_response.py", "Zep facts (sync client, stand-in), script style",
     "the £1,380 quote, two church pedestals at £90, the £345 deposit and the £500 payment are all in the facts; "
     "model leaves out the pedestals; 'how much has Grace still got to pay us?' (£715) gets £535",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b70_llamaindex_football_field_parking_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "Saturday's parking (school field, £3) and Sunday's (field is pitches 5 + 6, Tesco overflow on Bath Rd) are in "
     "the context; model goes by Saturday's; 'can I park on the school field on Sunday?' (no) gets yes",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH70_CONTROLS = [
    ("b70_ctl_mem0_brewery_red_lion_short_why_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'there wasn't room in their cellar' (memory: the cellar is tiny, 8 on the stillage, but the 2 "
     "Porter 'stayed here, still hazy as anything, Mike won't let a cloudy cask out the door')",
     "AnnotationError", None, None),
    ("b70_ctl_chroma_care_morning_visit_length_label.py", "chromadb query, script style",
     "none; label 'half an hour, 8-8.30' (memory: the July care plan's 30 min, but since the hoist went in two "
     "carers for every transfer, 'am call is 8 to 8.45 from mon 4th nov')", "AnnotationError", None, None),
    ("b70_ctl_qdrant_florist_buttonhole_count_label.py", "qdrant query, script style",
     "none; label '8' (memory: groom, best man, 4 ushers + both dads = 8, but the bride's two brothers wear their "
     "gran's heather and 'won't wear ours', so 6)", "AnnotationError", None, None),
    ("b70_ctl_letta_halfterm_packed_lunch_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'yes - nut-free packed lunch, same as every day' (memory: packed lunch every day, but Thursday is "
     "the club's pizza + film day, 'they do the lunch', paid on ParentPay)", "AnnotationError", None, None),
    ("b70_ctl_evermemos_football_presentation_date_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'Fri 28 June' (memory: first pencilled in for 28/6, but that's the school prom night; Jan 'got the "
     "village hall for fri 5th July', trophies engraved for the 5th)", "AnnotationError", None, None),
]

BATCH71 = [
    ("b71_mem0_allotment_swap_beans_extract.py", "mem0 infer=True (scripted model), turn spans, 7 notes",
     "extraction of the 3 Feb note keeps the hut roof and the plot rents and drops 'Ken (14) rang, he's saved loads "
     "of the crimson flowered broad beans, he'll do 3 packets for the table'; 'remind me what I said I'd bring for "
     "the swap table?' (Boltardy beetroot, Polestar runner beans, broad beans) gets two of the three",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b71_chroma_plumber_key_pickup_scoped.py", "chroma query filtered to the job's booking name, script style, "
     "10 documents",
     "the letting agent's note filed under 'Hillside Lettings' (the neighbour with the spare key has gone into a "
     "home, keys from their office at 22 Rowcroft) is left out by the 'Okoro'-only filter; 'where do I get the key "
     "for the Okoro job tomorrow?' (Hillside's office, 22 Rowcroft) gets Mr Bale at no.9", "RetrievalError",
     "chroma.query", "filtered_by_scope"),
    ("b71_qdrant_radio_youth_hour_day_delete.py", "qdrant delete by filter (January's week notes), script style, "
     "11 points",
     "the February clear-out of January's week notes deletes the w/c 13/1 note that moved Youth Hour to Wednesdays "
     "5-6 (mock exams on Thursday evenings till Easter); 'which day are the sixth formers on air this week?' "
     "(Wednesday) gets Thursday", "DeletionError", "qdrant.delete", "deleted"),
    ("b71_langgraph_climbing_tuesday_instructor_lost_update.py", "LangGraph store sync, two writers in threads",
     "the booking sync puts back its stale copy of the Tuesday club's record, losing Becky's edit (Jordan away on a "
     "course till Easter, Priya has Tuesdays); 'who's the instructor at Tuesday club today?' (Priya) gets Jordan",
     "UpdateError", "langgraph.store.put", "overwritten"),
    ("b71_langchain_cruise_dubrovnik_pier_time_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (swapped the Dubrovnik walls walk for the coach tour, 9.15 from the pier); 'what "
     "time do we have to be down at the pier tomorrow?' (9.15) gets 8.30, from the printed excursion sheet",
     "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b71_llamaindex_plumber_hendry_invoice_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the £65 call-out, one extra hour at £48, two TRVs at £18.50 (after a correction) and the £12 inhibitor are in "
     "the context; model leaves out the inhibitor; 'what's the total for Hendry's invoice then?' (£162) gets £150",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b71_zep_radio_headphones_yesno_response.py", "Zep facts (sync client, stand-in), script style",
     "the 'bring your own headphones' notice, the order and the 'headphones came weds, in the drawer under the "
     "desk' notice are all in the facts; model goes by the first; 'do I need to bring my own headphones tomorrow?' "
     "(no) gets yes", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH71_CONTROLS = [
    ("b71_ctl_mem0_cruise_excursion_count_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'four excursions' (memory: booked 4 before sailing, but Kath in Corfu will show them round herself "
     "so Maureen 'got our money back for the Corfu one': 3)", "AnnotationError", None, None),
    ("b71_ctl_chroma_climbing_little_climbers_length_label.py", "chromadb query, script style",
     "none; label '1.5 hrs (9-10.30)' (memory: the leaflet's 9-10.30, but Becky finishes the little ones at 10.15 "
     "to clear ropes and bags before the public come in at 10.30: an hour and a quarter)", "AnnotationError", None,
     None),
    ("b71_ctl_qdrant_allotment_swap_table_fee_label.py", "qdrant query, script style",
     "none; label '£5 - Gill's a non-member this year' (memory: Gill was on the lapsed list in January, but 'paid her £10 sub on the "
     "night' at the AGM, 'she's back on the list': £2)", "AnnotationError", None, None),
    ("b71_ctl_letta_radio_sunday_news_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'yes - all the daytime presenters read it' (memory: daytime presenters read the news on the "
     "hour, but on Sundays 'nobody's in the newsroom so the bulletins come down the line from the hub')",
     "AnnotationError", None, None),
    ("b71_ctl_evermemos_plumber_boiler_why_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'the boiler hadn't been delivered yet' (memory: delivery might slip to the Tuesday, but it 'turned "
     "up this morning after all'; Gav didn't fit it because the flue would be 200mm from the extension window)",
     "AnnotationError", None, None),
]

BATCH72 = [
    ("b72_mem0_groomer_biscuit_shampoo_extract.py", "mem0 infer=True (scripted model), turn spans, 7 notes",
     "extraction of Biscuit's 3/3 booking note keeps the booking, the shave-down and the 12ish collection and drops "
     "'he's on steroid cream for a hot spot on his left hip so NOTHING medicated near it, vet says the oatmeal one "
     "only'; 'which shampoo do I use on Biscuit tomorrow?' (the oatmeal one) gets the chlorhexidine wash from January",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b72_qdrant_rally_lunch_marshal_ranked_out.py", "qdrant query with a top 3, script style, 11 points",
     "the clerk's 2/4 note (Pete B's hip op, Carol Dunn does his spot and collects the cards, yellow tabard by the "
     "pub sign) ranks 7th and the app keeps 3; 'who do I give my time card to at the lunch halt?' (Carol Dunn) gets "
     "Pete Bowen from the February rota", "RetrievalError", "qdrant.query_points", "ranked_below_top_k"),
    ("b72_chroma_taproom_guest_keg_taps_delete.py", "chroma delete (past events), script style, 11 documents",
     "the clear-out of past events deletes the 20/2 meet-the-brewer note, which also held 'guest kegs + event kegs "
     "on the LEFT bank (taps 1-4) for now, right bank glycol's playing up'; 'which tap do I put the guest keg on "
     "for tomorrow's band night?' (left bank, 1-4) gets tap 6", "DeletionError", "chroma.delete", "deleted"),
    ("b72_langgraph_netball_comets_night_lost_update.py", "LangGraph store sync, two writers in threads",
     "the umpire-allocation job puts back its stale copy of Stroud Swifts' record, losing the fixtures secretary's "
     "edit (Swifts v Cam Comets moved from Tue 11/3 to Thu 20/3, hall needed for exams); 'what night are we playing "
     "Cam Comets?' (Thursday the 20th) gets Tuesday 11th", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b72_langchain_homeschool_coach_time_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (the coach firm can't get a driver till later, pick up 9.15 not 8.45); 'what time "
     "have families got to be at the church hall on the 14th?' (9.15) gets 8.45, from the pasted newsletter",
     "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b72_zep_netball_cup_umpire_response.py", "Zep facts (sync client, stand-in), script style",
     "the rule (every team brings an umpire), the cup rule (league pays neutral umpires from the quarter-finals) and "
     "the fixture (Tuesday's game is the cup quarter-final) are all in the facts; model goes by the general rule; "
     "'do we have to bring our own umpire on Tuesday?' (no) gets yes",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b72_llamaindex_rally_total_miles_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "route card (34 mi morning, 27 mi afternoon) and the ford detour ('adds 4ish mi to the morning') are in the "
     "context; model adds the two legs only; 'how far is it all told, start to finish?' (about 65 miles) gets 61",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH72_CONTROLS = [
    ("b72_ctl_mem0_groomer_singh_pair_price_label.py", "mem0 infer=False, search, turn spans",
     "none; label '£86, same as he paid last time' (memory: £86 all in for the pair in February, but Kerry told him "
     "'I'll knock a tenner off when they come in together', so £76)", "AnnotationError", None, None),
    ("b72_ctl_chroma_homeschool_microscope_label.py", "chromadb query, script style",
     "none; label 'yes, the co-op's only got 4' (memory: the co-op owns 4 microscopes, but the uni is lending a "
     "class set of 12 and 'families can leave theirs at home')", "AnnotationError", None, None),
    ("b72_ctl_letta_taproom_no_band_why_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'the noise complaint from the flats' (memory: a complaint after the 8/3 gig, amps down after "
     "10.30, but Saturday the 22nd Ruby 'has the whole place' for her 40th)", "AnnotationError", None, None),
    ("b72_ctl_evermemos_rally_bring_list_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'insurance cert, MOT and a tow rope' (memory: last year's pack asked for a tow rope, but 'tow "
     "ropes - don't bother this yr', the flatbed follows the route; a fire extinguisher is checked at "
     "scrutineering)", "AnnotationError", None, None),
    ("b72_ctl_qdrant_netball_umpires_short_label.py", "qdrant query, script style",
     "none; label '3' (memory: 8 umpires needed, 'that's 5, 3 short' on 2/4, then Jo passed her C award and Sian "
     "put her down, so 2)", "AnnotationError", None, None),
]
BATCH73 = [
    ("b73_mem0_dogvet_brookfarm_time_extract.py", "mem0 infer=True (scripted model), turn spans, 7 notes",
     "extraction of the 2/6 Brook Farm note keeps the booking (Thu 12/6, 6 collies) and the billing and drops 'can we "
     "come 7.15 NOT the usual 10ish ... want to be gone by half 8' (Builth show); 'what time do I need to be at Brook "
     "Farm tomorrow?' (7.15) gets about 10, from the May note", "ExtractionError", "mem0.extract",
     "omitted_at_extraction"),
    ("b73_chroma_bookclub_july_day_scoped.py", "chroma query with a metadata filter, script style, 11 documents",
     "Helen's WhatsApp message (can't do Weds 9th, Thurs 10th at hers) is filed as 'chat' and the app's date query "
     "is filtered to 'schedule'; 'what day's book club this month?' (Thursday the 10th) gets Wednesday 9th",
     "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b73_qdrant_kitchen_balance_delete.py", "qdrant delete (done jobs), script style, 11 points",
     "the Sunday clear-out of ticked-off jobs deletes the cabinet-delivery note, which also held 'paid Mick the 2nd "
     "stage £2,850'; 'how much have we still got to pay Hartley's?' (£4,650) gets £7,500", "DeletionError",
     "qdrant.delete", "deleted"),
    ("b73_langgraph_sportive_feedstop_lost_update.py", "LangGraph store sync, two writers in threads",
     "the stock-count script puts back its stale copy of FS2's record, losing Rachel's edit (village hall double "
     "booked, FS2 at Bisley cricket club); 'where's the second feed stop?' (the cricket club) gets the village hall",
     "UpdateError", "langgraph.store.put", "overwritten"),
    ("b73_langchain_fete_raffle_drawer_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (the head's at a graduation, Mr Okafor, chair of governors, draws the raffle); "
     "'who's drawing the raffle on the day?' (the chair of governors) gets Mrs Whitlock, from the letter home",
     "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b73_zep_bookclub_copies_response.py", "Zep facts (sync client, stand-in), script style",
     "the head count (11), the library set (8 copies) and the two own copies (Pat, Maggie) are all in the facts; the "
     "model takes 8 from 11; 'how many copies are we short for August?' (1) gets 3",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b73_llamaindex_dogvet_hillfarm_howlong_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "16 dogs at 5 min and Meg's stitches (20 min) are in the context; the model leaves Meg out; 'how long do I "
     "block out for Hill Farm on tues?' (1 hr 40) gets 80 minutes",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH73_CONTROLS = [
    ("b73_ctl_mem0_kitchen_worktop_day_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'Fri 6th June' (memory: Stone Co template on Fri 6/6; fitting 8 working days after, Wed 18/6)",
     "AnnotationError", None, None),
    ("b73_ctl_letta_fete_bbq_playground_why_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'cos last yr the smoke went all over the cake tent' (memory: that happened, but the field's been "
     "reseeded and nobody's on it till Sept, so everything's on the playground)", "AnnotationError", None, None),
    ("b73_ctl_evermemos_sportive_birdlip_yesno_label.py", "EverMemOS sync client (stand-in), script style",
     "none; label 'yes - Birdlip's the big climb on the 100' (memory: the draft went up Birdlip, but the top's "
     "fenced off for the A417 works and Steve redrew it up Cooper's Hill lane)", "AnnotationError", None, None),
    ("b73_ctl_chroma_bookclub_august_book_label.py", "chromadb query, script style",
     "none; label 'The Bee Sting' (memory: January's list had it for Aug, but at July's meeting it was 650 pages "
     "with everyone away, 'so Aug is Foster', the Bee Sting can have Oct)", "AnnotationError", None, None),
    ("b73_ctl_qdrant_dogvet_pearce_bill_label.py", "qdrant query, script style",
     "none; label '£129, call out + 3 boosters' (memory: £129 was March's Monday visit; on the Thursday round Sam "
     "doesn't put the call-out on, so 3 x £28 = £84)", "AnnotationError", None, None),
]

BATCH74 = [
    ("b74_mem0_allotment_can_tap_extract.py", "mem0 infer=True (scripted model), turn spans, 7 notes",
     "extraction of Anita's 6/7 rota note keeps the rota, Grandad away and the new butt and drops 'the big blue butt "
     "behind shed 2 has gone - split right down the side... fill the cans at the trough tap by the top gate'; 'where "
     "do I fill the watering cans from?' (the trough tap by the top gate) gets the blue butt behind shed 2",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b74_chroma_minicab_landing_time_scoped.py", "chroma query filtered to kind=booking, script style, 10 documents",
     "the controller's note (Mrs H rang, BA2491 from Faro not due in till 09.55 per the BA app, crew hours) is kind "
     "'ops' and the app's query is filtered to bookings; 'what time's the Hendersons' plane getting in?' (09.55) "
     "gets 06.40 from the booking", "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b74_qdrant_belltower_key_holder_delete.py", "qdrant delete (old practice write-ups), script style, 11 points",
     "the clear-out of practice write-ups deletes the 5/6 note, which also held 'from now the tower key lives w "
     "Margaret (our steeple keeper) at 3 Vicarage St'; 'who do I get the tower key off?' (Margaret, the steeple "
     "keeper) gets Dennis the churchwarden and the vestry key cupboard", "DeletionError", "qdrant.delete",
     "deleted"),
    ("b74_langgraph_cheese_blue_wheels_lost_update.py", "LangGraph store sync, two writers in threads",
     "the Friday stock job puts back its stale copy of Cotswold Blue's record (6 wheels), losing Hannah's edit (3 "
     "to the Painswick deli, 1 going back to Simon, 'so 2 for sat'); 'how many wheels of the blue am I loading for "
     "today?' (2) gets 6", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b74_langchain_youth_theatre_dress_day_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (wedding fair in the Playhouse on sat 26th, dress run fri 25th 5.30-10); 'what "
     "day's the dress run again?' (Friday the 25th) gets Saturday 26th, from the pasted June parents' letter",
     "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b74_zep_minicab_bristol_fare_response.py", "Zep facts (sync client, stand-in), script style",
     "the flat fare (£68 for 1-4), the 8-seater supplement (£15 for 5+), the Bristol drop-off charge (£6, on the "
     "fare) and the job (6 of them) are all in the facts; model quotes the flat fare; 'what do I charge the Wilsons "
     "for tomorrow's Bristol run?' (£89) gets £68", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b74_llamaindex_youth_theatre_matinee_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the 120 seats, 96 sold online for the matinee and the Brownies' 24 on the door list are in the context; model "
     "counts the online sales only; 'is there anything left for saturday afternoon?' (no, all 120 gone) gets yes, "
     "24 left", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH74_CONTROLS = [
    ("b74_ctl_mem0_cheese_takings_label.py", "mem0 infer=False, search, turn spans",
     "none; label '£1,236 going by the till report' (memory: the till said £1,236 'but thats w the £60 float in "
     "it, so the day itself £1,176')", "AnnotationError", None, None),
    ("b74_ctl_letta_belltower_saturday_why_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'the bishop coming - quarter peal for her visit' (memory: the Bishop's visit is sun 17/8; sat "
     "9/8 is Lily Foster's wedding at 2)", "AnnotationError", None, None),
    ("b74_ctl_evermemos_youth_theatre_bring_list_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'blacks, a water bottle and her own make-up' (memory: the June kit list asked for own make-up, "
     "but Mrs Okafor is doing everyone's with the Playhouse kit, 'kids leave their own at home'; a packed tea for "
     "Saturday)", "AnnotationError", None, None),
    ("b74_ctl_qdrant_allotment_watering_day_label.py", "qdrant query, script style",
     "none; label 'Tues' (memory: the hols rota had Priya on Tuesdays, but her swimming club is Tuesday mornings, "
     "'Grandad says he'll take tuesdays + she can have his weds')", "AnnotationError", None, None),
    ("b74_ctl_chroma_minicab_bristol_journey_label.py", "chromadb query, script style",
     "none; label '45 mins' (memory: the usual time is 45 min, but the A38 at Barrow Gurney is one lane with "
     "lights till end of Aug, 'allow an hour 10 to BRS')", "AnnotationError", None, None),
]
BATCH75 = [
    ("b75_mem0_rugby_tour_hotel_extract.py", "mem0 infer=True (scripted model), turn spans, 7 notes",
     "extraction of Gaz's 19/4 tour note keeps the 6am coach and the Corinthians match and drops 'Harbour Hotel have "
     "cocked up - double sold our rooms for a hen do (!!) so they've got us into the Menlo Park on Headford Rd'; "
     "'which hotel are we in over there?' (the Menlo Park, Headford Rd) gets the Harbour Hotel from the Feb note",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b75_qdrant_lettings_boiler_day_scoped.py", "qdrant query filtered to unit='14R flat 2', script style, 10 points",
     "the gas engineer's rebooking (van off the road wed, coming thurs 14/10 8-10 for the boiler service + CP12, "
     "both flats) is filed under the whole house and the query for Ash's question is filtered to flat 2; 'what "
     "day's the gas man coming to do the boiler?' (Thursday) gets Wednesday 13th from flat 2's note",
     "RetrievalError", "qdrant.query_points", "filtered_by_scope"),
    ("b75_chroma_hospice_giftaid_forms_delete.py", "chroma delete (old handover notes), script style, 10 documents",
     "the clear-out of handover notes deletes w/c 27/9's, which also held the area manager's rule that gift aid "
     "forms go in the red envelope and in the post to head office every fri; 'where do the gift aid forms go at "
     "the end of the week?' (red envelope, posted to head office) gets the safe in the back office",
     "DeletionError", "chroma.delete", "deleted"),
    ("b75_langgraph_foodfest_hog_balance_lost_update.py", "LangGraph store sync, two writers in threads",
     "the pitch-plan job puts back its stale copy of Smokin' Hog's record (fee £195, £60 dep pd), losing Nadia's "
     "edit (another £105 in on the 9th, '£165 of the 195 in'); 'how much has Smokin' Hog still got to pay us?' "
     "(£30) gets £135", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b75_langchain_party_dino_start_time_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (Ollie's mum moved the party earlier for the baby's nap, '1.30 start now'); "
     "'what time does Ollie's party kick off?' (1.30) gets 2.30 from the pasted January confirmation",
     "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b75_letta_foodfest_gozleme_invoice_response.py", "Letta archival passages (stand-in), script style",
     "the £150 3m pitch fee, £40 a metre past 3m, 16A at £35 and Elif's new 5m trailer wanting 16A are all in the "
     "passages; model quotes the base fee; 'how much do I invoice the gozleme lot for?' (£265) gets £150",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b75_evermemos_rugby_coach_overnight_response.py", "EverMemOS async client (stand-in), asyncio",
     "the message that the coach goes back to the depot in Tuam every night, 'NOTHING left on it overnight', is in "
     "the context; model says yes; 'can I leave my kit bag on the coach fri night?' (no) gets yes",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH75_CONTROLS = [
    ("b75_ctl_mem0_lettings_rent_day_label.py", "mem0 infer=False, search, turn spans",
     "none; label '1st of the month' (memory: the tenancy began with rent due on the 1st, but Kasia gets paid on "
     "the 8th and 'her s/o will go out on the 8th each month going forward. no problem w me')",
     "AnnotationError", None, None),
    ("b75_ctl_zep_party_twins_cake_label.py", "Zep facts (sync client, stand-in), script style",
     "none; label 'Sunita at Crumbs' (memory: cakes normally come from Crumbs, but the Patel twins' nani is baking "
     "theirs, 'she's done every birthday since they were born, it's a family thing')", "AnnotationError", None, None),
    ("b75_ctl_llamaindex_hospice_saturday_takings_label.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "none; label '£386.40 going by the till' (memory: the till read £386.40 and the book table took £45 in the tin, "
     "'that money never goes thru the till')", "AnnotationError", None, None),
    ("b75_ctl_langgraph_rugby_kit_list_label.py", "LangGraph store sync, three writers in threads",
     "none; label 'home + away shirts, club tie, metal studs' (memory: the first kit note said metal studs, but the "
     "Galway pitch is 3G and 'they won't let anyone on it in metal, so moulds or blades')",
     "AnnotationError", None, None),
    ("b75_ctl_qdrant_foodfest_setup_window_label.py", "qdrant query, script style",
     "none; label '2 and a half hours (from 7 till 9.30)' (memory: the pack says on site from 7, but the Mill Lane "
     "closure isn't till 7.30 and 'nobody's on the field before half 7')", "AnnotationError", None, None),
]

BATCH76 = [
    ("b76_mem0_swim_pool_move_extract.py", "mem0 infer=True (scripted model), turn spans, 7 notes",
     "extraction of Carys's 19/4 note keeps the £102 block payment and Freya's armbands and drops 'teaching pool "
     "shut w/c 26/4 for regrouting (again!!) so Olly + Freya go to the hotel pool at the Bell on Tetbury Rd that "
     "wk'; 'where am I seeing Olly today?' (the Bell's pool, Tetbury Rd) gets the leisure centre teaching pool",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b76_chroma_newsletter_copy_date_scoped.py", "chroma query filtered to kind=schedule, script style, 10 documents",
     "the printers' email (new press w/c 17th, June copy w them by Mon 10th, 'our copy date is Fri 7th May "
     "realistically') is kind 'inbox' and the app's query is filtered to the schedule; 'when's the last day for "
     "getting the WI bit in for June?' (Fri 7 May) gets the 15th", "RetrievalError", "chroma.query",
     "filtered_by_scope"),
    ("b76_qdrant_garden_clippings_bin_delete.py", "qdrant delete (old visit sheets), script style, 11 points",
     "the clear-out of visit sheets deletes the 24/5 Pritchard sheet, which also held 'she's paid the council for "
     "the brown bin now... wants her green waste in that from here on, not on my trailer'; 'do I need to take Mrs "
     "Pritchard's hedge clippings to the tip?' (no, her brown bin) gets yes, the Friday tip run",
     "DeletionError", "qdrant.delete", "deleted"),
    ("b76_langgraph_choir_coach_time_lost_update.py", "LangGraph store sync, two writers in threads",
     "the itinerary job puts back its stale copy of Saturday's record (coach 7.15am at the church), losing "
     "Bernice's edit (driver's hours, 'coach at the church 8.05 now, 8.15 away'); 'what time do we need to be at "
     "the church tomorrow for the coach?' (8.05) gets 7.15", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b76_langchain_anniversary_hall_hours_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (Bryn: the room from 5 to decorate, bar till 12, 'so 5 till midnight'); 'how long "
     "have we actually got the room for on the night?' (7 hours) gets 4 hours, 7 till 11, from the pasted hire "
     "sheet", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b76_zep_garden_dhillon_bill_response.py", "Zep facts (sync client, stand-in), script style",
     "the hedge (£140 agreed), two tip loads at £15 and the £60 cash up front to come off the August bill are all "
     "in the facts; model adds the hedge and loads only; 'what's Mr Dhillon's bill come to for august?' (£110) "
     "gets £170", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b76_llamaindex_choir_sheffield_soloists_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the soloists (Grace every night, Tobi at Sheffield only, Marcus every night) and Marcus going straight from "
     "Leeds with Denise taking 'Total Praise' at Sheffield are in the context; model gives the original line-up; "
     "'who's singing solos at Sheffield?' (Grace, Denise and Tobi) gets Grace, Marcus and Tobi", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH76_CONTROLS = [
    ("b76_ctl_mem0_newsletter_advert_year_label.py", "mem0 infer=False, search, turn spans",
     "none; label '£180 - ten issues at £18' (memory: a 1/4 page is £180 over the year paying as they go, £150 "
     "for the whole year in one go up front, and the Bakehouse is doing the whole year in one lot)",
     "AnnotationError", None, None),
    ("b76_ctl_letta_choir_leeds_keys_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'Marlon, our pianist/MD' (memory: Marlon is the band's pianist, but his wedding is 9/10 in "
     "Montego Bay and they're out there 2 wks; 'Leeds - Pastor Femi's nephew Josh is on keys')",
     "AnnotationError", None, None),
    ("b76_ctl_evermemos_anniversary_party_day_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'Fri 10th Sept, their actual anniversary' (memory: the anniversary is a Friday this year, but "
     "the Swansea cousins work Fridays, 'going w the sat then - 11th')", "AnnotationError", None, None),
    ("b76_ctl_qdrant_swim_adeyemi_owed_label.py", "qdrant query, script style",
     "none; label '£272 for the pair of them' (memory: the term is £272 for the two, and Mrs Adeyemi gave £100 "
     "cash at the 1st lesson, so £172 still to come)", "AnnotationError", None, None),
    ("b76_ctl_langgraph_garden_cotters_why_label.py", "LangGraph store sync, search, script style",
     "none; label 'cos they're away in Portugal' (memory: they're in Portugal 10-24 Sept but said 'carry on as "
     "normal pls'; the lawn was scarified + overseeded on the 9th and needs leaving 3 wks)", "AnnotationError",
     None, None),
]
BATCH77 = [
    ("b77_mem0_holidaylet_turnround_extract.py", "mem0 infer=True (scripted model), turn spans, 7 notes",
     "extraction of Jo's 8/6 note keeps the £25 and the hot-tub delivery and drops 'Okafors asked cd they stay on "
     "till 12 sat' and 'the Greens emailed, getting in at 3 not 4'; 'how long have me and Kelly got to turn it round "
     "on Saturday?' (3 hours, 12 till 3) gets 6 hours, 10 till 4", "ExtractionError", "mem0.extract",
     "omitted_at_extraction"),
    ("b77_chroma_cricket_ground_scoped.py", "chroma query filtered to kind=fixtures, script style, 10 documents",
     "the message from Little Bourton's secretary (square relaid, home games at Over Norton rec till Aug, OX7 5PR) "
     "is kind 'messages' and the app's query is filtered to the fixture card; 'which ground are we at sunday, need "
     "to put it in the satnav' (Over Norton rec) gets Little Bourton's Church Lane ground", "RetrievalError",
     "chroma.query", "filtered_by_scope"),
    ("b77_qdrant_carerota_teatime_tablets_delete.py", "qdrant delete (old visit logs), script style, 11 points",
     "the clear-out of visit logs deletes Sue's 3/3 log, which also held 'he's stopped the amlodipine so NO teatime "
     "tablets from today, just the 3 in the morning'; 'does Mum still need her tablets at teatime?' (no, mornings "
     "only) gets yes, from the standing meds sheet", "DeletionError", "qdrant.delete", "deleted"),
    ("b77_langgraph_marathon_long_run_lost_update.py", "LangGraph store sync, two writers in threads",
     "the route mapper puts back its stale copy of Sunday's run (20 miles), losing Priya's edit ('20 is too much too "
     "soon... doing 16 sun, 2 laps of the canal loop'); 'how far are we going on sunday?' (16 miles) gets 20",
     "UpdateError", "langgraph.store.put", "overwritten"),
    ("b77_langchain_choir_corn_exchange_date_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (the Corn Exchange can only do 'Thursday 15th Dec, 7.30' as the panto has the Fri "
     "and Sat); 'what day's the Corn Exchange one this year?' (Thursday 15 December) gets Saturday 17th, from last "
     "year's pasted poster", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b77_zep_marathon_raised_total_response.py", "Zep facts (sync client, stand-in), script style",
     "JustGiving £4,860, cake sale £312.50, Tesco buckets £418.20 and the quiz's £655 clear are all in the facts; "
     "model leaves out the buckets; 'how much have you lot raised so far all in, not counting gift aid?' "
     "(£6,245.70) gets £5,827.50", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b77_llamaindex_cricket_away_kit_list_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the teas (Sandra's sandwiches + the club urn), the blue scorebook (their scorer's in Crete) and 2 new Readers "
     "balls are all in the context; model leaves out the scorebook; 'what have we got to take with us to "
     "Chadlington apart from our own kit?' (teas, scorebook, 2 new balls) gets teas and balls", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH77_CONTROLS = [
    ("b77_ctl_mem0_holidaylet_linen_sets_label.py", "mem0 infer=False, search, turn spans",
     "none; label '3 sets, one for each bed' (memory: a full house is 3 sets, but Pam has the sofa bed as she can't "
     "do stairs, the baby's cot bedding is their own, and 'leave the twin stripped + door shut, saves a set')",
     "AnnotationError", None, None),
    ("b77_ctl_letta_carerota_sunday_visit_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'Ange - Sundays are the youngest's' (memory: Ange has Wed + Sun, but she's in Tenerife 14-21 May "
     "and 'Sue says she'll go round Sun 15th')", "AnnotationError", None, None),
    ("b77_ctl_evermemos_choir_arrival_time_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '3 o'clock - that's when it starts' (memory: 3pm start, doors 2.30, and the MD wants the choir "
     "'there for 1.45' for staging and a warm-up)", "AnnotationError", None, None),
    ("b77_ctl_qdrant_marathon_kit_owed_label.py", "qdrant query, script style",
     "none; label '£46 for the kit' (memory: the lot is £46, but Kez is having a vest £22 and a buff £6 and "
     "'sticking w my black Ronhills')", "AnnotationError", None, None),
    ("b77_ctl_langgraph_cricket_dev_why_label.py", "LangGraph store sync, search, script style",
     "none; label 'his ankle still isn't right' (memory: he turned his ankle in May but has bowled full pelt in the "
     "nets since late June; he's at his cousin's wedding in Leicester that weekend)", "AnnotationError", None,
     None),
]

BATCH78 = [
    ("b78_mem0_band_fete_start_extract.py", "mem0 infer=True (scripted model), turn spans, 7 notes",
     "extraction of Wendy's 2/7 note keeps Gav back on 3rd cornet and the £4 subs and drops 'the dog show wants the "
     "arena at 3 so can we do 1.15 start, set up by quarter to 1'; 'what time are we playing at Hollins Green "
     "tomorrow?' (1.15, set up 12.45) gets 3pm from the June bookings note", "ExtractionError", "mem0.extract",
     "omitted_at_extraction"),
    ("b78_chroma_vegbox_millbrook_day_scoped.py", "chroma query filtered to kind=round, script style, 10 documents",
     "Dan's message (Mill Rd bridge shut tues + weds all Aug, 'I'll do Millbrook on thursdays after the Hatton "
     "drop') is kind 'msg' and the app's query is filtered to the rounds sheet; 'what day's my box coming next "
     "week?' (Thursday) gets Tuesday", "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b78_qdrant_dental_weds_list_delete.py", "qdrant delete (last month's cover notes), script style, 10 points",
     "the tidy-up deletes the 26/9 holiday-cover note, which also said Dr Okafor is down to 4 days from Oct and "
     "Priya Shah, the new associate, takes his weds pm list for good; 'who's seeing Dr Okafor's patients this "
     "afternoon?' (Dr Shah, the associate) gets Dr Okafor himself", "DeletionError", "qdrant.delete", "deleted"),
    ("b78_langgraph_gangshow_tickets_lost_update.py", "LangGraph store sync, two writers in threads",
     "the running-order job puts back its stale copy of Saturday's record (146 of 220 sold), losing Helen's edit "
     "(Brownies' block of 40 paid, '186 gone now'); 'how many tickets are left for saturday night?' (34) gets 74",
     "UpdateError", "langgraph.store.put", "overwritten"),
    ("b78_langchain_pta_quiz_prizes_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (the Co-op's £30 voucher for the winning team); 'which prizes have we got sorted "
     "for the teams?' (the £30 voucher and Mr Hughes's wooden spoon) gets the spoon only", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b78_zep_band_carnival_net_response.py", "Zep facts (sync client, stand-in), script style",
     "the £300 parade fee and the £120 coach the band pays are both in the facts; model gives the fee; 'how much "
     "have we actually made on the carnival?' (£180) gets £300", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b78_llamaindex_vegbox_thursday_length_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the Thursday round (away 9, back about 1.30) and the extra drops from next week ('40 mins more all in') are "
     "in the context; model gives the old length; 'how long's thursday going to take me now?' (about 5 hrs 10) "
     "gets four and a half hours", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH78_CONTROLS = [
    ("b78_ctl_mem0_pta_quiz_food_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'yes, nibbles for your table' (memory: January said bring own drinks + nibbles, but the "
     "caretaker won't have outside food in the hall after last year's crisps and the Y6 parents' ploughman's is "
     "in the £5)", "AnnotationError", None, None),
    ("b78_ctl_letta_dental_hale_friday_why_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'she's taking her daughter up to Durham uni' (memory: Fri 17/10 is a sedation CPD day in "
     "Bristol; the Durham drive is the Saturday)", "AnnotationError", None, None),
    ("b78_ctl_evermemos_gangshow_dress_date_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'Sunday 9th Nov - first night on the Civic stage' (memory: sun 9th is the set build and lights "
     "for leaders and stage crew; the full dress rehearsal is thurs 13/11 6pm)", "AnnotationError", None, None),
    ("b78_ctl_qdrant_band_carnival_marchers_label.py", "qdrant query, script style",
     "none; label '21, the ones who said yes' (memory: 21 of the band's own said yes, plus Denton's two basses and "
     "a side drummer marching with them, 'so 24 of us on the road')", "AnnotationError", None, None),
    ("b78_ctl_chroma_gangshow_cubs_changing_label.py", "chroma query, script style",
     "none; label 'over the road in our hut, same as last year' (memory: September's plan had the hut, then Bev "
     "gave them the Civic's upstairs rehearsal room both nights so nobody crosses Station Rd in costume)",
     "AnnotationError", None, None),
]
BATCH79 = [
    ("b79_mem0_regatta_pursuit_day_extract.py", "mem0 infer=True (scripted model), turn spans, 7 notes",
     "extraction of Sarah's 4/8 note keeps the new burgees (£12 behind the bar) and drops 'thurs eve LW leaves "
     "the bar 2ft at best, so we're running it fri 7th, same 6pm start'; 'which day is the pursuit race this "
     "week?' (Friday 7th) gets Thursday from the July programme", "ExtractionError", "mem0.extract",
     "omitted_at_extraction"),
    ("b79_qdrant_foodbank_morrisons_volunteers_scoped.py", "qdrant query filtered to drive=sept-32, script style, "
     "9 points",
     "the Morrisons manager's email (2nd table by the back doors, '2 more bodies a shift') is filed as drive "
     "'inbox' and the app's query is filtered to the drive's plans; 'how many volunteers do we need at Morrisons "
     "on saturday, all day?' (8, 4 a shift) gets 4", "RetrievalError", "qdrant.query_points", "filtered_by_scope"),
    ("b79_chroma_housemove_keys_time_delete.py", "chroma delete (ticked-off to-dos), script style, 9 documents",
     "the clear-out deletes the done removals note, which also said the agent releases the keys from 12 noon at "
     "their high st office; 'what time can we get the keys on friday?' (from noon) gets 'no set time, once the "
     "money's through'", "DeletionError", "chroma.delete", "deleted"),
    ("b79_langgraph_cup_u12_pitch_lost_update.py", "LangGraph store sync, two writers in threads",
     "the referees' sheet job puts back its stale copy of the U12 final (pitch 3), losing Colin's edit (goalmouth "
     "under water, onto the 3G, pitch 1, same 11.30 ko); 'which pitch is the U12 final on?' (the 3G, pitch 1) "
     "gets pitch 3", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b79_langchain_knitting_tombola_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (Jean's six tea cosies for the tombola); 'what have we got for the tombola so "
     "far?' (the tea cosies, Pam's baby hats, Ivy's owl cover) gets the hats and the owl cover only",
     "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b79_zep_foodbank_van_driver_response.py", "Zep facts (sync client, stand-in), script style",
     "the van rota (Dave sat 14th) and Dave's message (cataract op mon 2/9, no driving for 2 wks) are both in the "
     "facts; model goes by the rota; 'can Dave do the van run on saturday?' (no) gets yes", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b79_llamaindex_regatta_owed_total_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the three race days at £12 and the two £14 hog roast tickets on the club account are in the context; model "
     "gives the entries only; 'how much do I owe the club for the week?' (£64) gets £36", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH79_CONTROLS = [
    ("b79_ctl_mem0_housemove_broadband_gap_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'a fortnight, that's Virgin's lead time' (memory: old line stops fri 26/9, engineer at the new "
     "house thurs 2/10; 'normally up to 14 days lead time but he found a slot')", "AnnotationError", None, None),
    ("b79_ctl_letta_cup_u10_referee_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'Gary - the Hawks dad who's just got his badge' (memory: Gary put his hand up but his lad plays "
     "for the Hawks, 'got to be someone with no side in it'; Tom Price, the league ref, has it)", "AnnotationError",
     None, None),
    ("b79_ctl_evermemos_knitting_hospice_total_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '£342.50, what we took on the day' (memory: £342.50 taken, then £25 for the table paid out of "
     "the tin, 'banking £317.50 mon and writing the hospice cheque for that')", "AnnotationError", None, None),
    ("b79_ctl_chroma_regatta_cruiser_start_label.py", "chroma query, script style",
     "none; label 'half 9' (memory: skippers' briefing 09:30 in the clubhouse, warning signal 10.55, start 11.00 "
     "off the committee boat)", "AnnotationError", None, None),
    ("b79_ctl_qdrant_knitting_library_why_label.py", "qdrant query, script style",
     "none; label 'the heating in the hall is useless' (memory: the church hall is the polling station that day; "
     "the heating comes up only as 'at least it'll be warm' at the library)", "AnnotationError", None, None),
]

BATCH80 = [
    ("b80_mem0_bakery_cornercup_extract.py", "mem0 infer=True (scripted model), turn spans, 7 notes",
     "extraction of Marta's 12/3 note keeps Kev's van MOT and the rye price and drops 'can they have 18 sourdough a "
     "day mon-fri from mon 15th'; 'how many sourdough am I doing for Corner Cup tomorrow?' (18) gets 12 from the "
     "February standing order", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b80_chroma_villagehall_keys_scoped.py", "chroma query filtered to kind=booking, script style, 10 documents",
     "Brenda the keyholder's message (shop shut sat 10th for a wedding, keys from hers at 2 Church Close) is kind "
     "'msg' and the app's query is filtered to bookings; 'where do we pick the keys up for tomorrow?' (Brenda's, "
     "2 Church Close) gets the village shop", "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b80_qdrant_homestay_host_delete.py", "qdrant delete (summer placement notes), script style, 10 points",
     "the term's tidy-up deletes the 28/8 summer note, which also said the Pattersons are selling up and Hiro goes "
     "to the Okonjos on Elm Rd from 2 Nov; 'who's Hiro living with at the moment?' (the Okonjos) gets the "
     "Pattersons", "DeletionError", "qdrant.delete", "deleted"),
    ("b80_langgraph_funrun_marshals_lost_update.py", "LangGraph store sync, two writers in threads",
     "the route-map job puts back its stale copy of the 10k record (11 of 16 marshals), losing Dev's edit (3 from "
     "the Rotary, '14 now'); 'how many marshals are we still short on the 10k?' (2) gets 5",
     "UpdateError", "langgraph.store.put", "overwritten"),
    ("b80_langchain_bikecoop_tools_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (Ade's headset press coming back, the new chain whip); 'which tools have we got "
     "coming back or new for thursday?' (headset press, chain whip, cone spanners) gets the cone spanners only",
     "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b80_zep_bakery_garage_bill_response.py", "Zep facts (sync client, stand-in), script style",
     "van 1's £240 service and van 2's £180 tyres, both at Dobson's, are in the facts; model gives the service; "
     "'what do we owe Dobson's altogether?' (£420) gets £240", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b80_llamaindex_homestay_arrival_day_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the first plan (sun 14/9) and the school's email (flight a day earlier, lands Gatwick sat 13th 16.20, at the "
     "door about 7) are in the context; model gives Sunday; 'what day do I need to be in for Lucia?' (Saturday) "
     "gets Sunday the 14th", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH80_CONTROLS = [
    ("b80_ctl_mem0_villagehall_yoga_length_label.py", "mem0 infer=False, search, turn spans",
     "none; label '2 hrs, 7 till 9' (memory: September's booking was 7-9, then in January half of Sally's group "
     "get the 8.40 bus so they finish at half 8 and pay for the hour and a half)", "AnnotationError", None, None),
    ("b80_ctl_letta_bikecoop_thursday_why_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'Rosa's away in Lanzarote' (memory: St Mark's hall is a polling station on thurs 1st; Rosa's "
     "holiday is the same week but Ade covers her clinic on the 8th)", "AnnotationError", None, None),
    ("b80_ctl_evermemos_funrun_marshal_time_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'quarter past 8 - for the briefing in the car park' (memory: far-loop marshals, points 7-12, "
     "needn't walk back for the 8.15 briefing, Dev drops their kit round, be at your point by 9; Nadia is point 9)",
     "AnnotationError", None, None),
    ("b80_ctl_qdrant_bakery_saturday_loaves_label.py", "qdrant query, script style",
     "none; label '40 loaves' (memory: the Saturday run is 40 with the Harbour Cafe's 10, but Den doesn't bother "
     "opening weekends Nov to Feb, no tourists; so 30 in November)", "AnnotationError", None, None),
    ("b80_ctl_chroma_homestay_packed_lunch_label.py", "chroma query, script style",
     "none; label 'yes - he's on full board with you' (memory: full board includes a packed lunch, but on the "
     "summer course every student eats in the canteen mon-fri out of the course fee; packed lunch only for "
     "saturday trips)", "AnnotationError", None, None),
]
BATCH81 = [
    ("b81_mem0_plumber_dunmore_time_extract.py", "mem0 infer=True (scripted model), turn spans, 7 diary notes",
     "extraction of Gaz's 5/10 note keeps the Plumbase elbows and Kowalski's payment and drops 'can i do thurs at 2 "
     "not 10' (Mrs Dunmore's at the eye clinic); 'what time am I at Mrs Dunmore's tomorrow?' (2pm) gets 10am",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b81_qdrant_orchard_pressing_place_scoped.py", "qdrant query filtered to the last 8 weeks, script style, 10 points",
     "the March AGM minutes (barn roof being redone, pressing in the top field by the polytunnel) are older than the "
     "app's date filter; 'where's the pressing happening on saturday?' (top field by the polytunnel) gets the barn",
     "RetrievalError", "qdrant.query_points", "filtered_by_scope"),
    ("b81_chroma_studenthouse_bathroom_delete.py", "chroma delete (last month's bill notes), script style, 10 documents",
     "the 1 Oct clear-out deletes Tom's September energy-bill note, which also said Priya's doing the bathroom for "
     "the rest of term instead of Jas; 'who's on bathroom at the mo?' (Priya) gets Jas from the rota",
     "DeletionError", "chroma.delete", "deleted"),
    ("b81_langgraph_harvest_tickets_lost_update.py", "LangGraph store sync, two writers in threads",
     "the table-plan job puts back its stale copy of the tickets record (78 sold of 96), losing Joan's edit (the "
     "Mothers' Union table paid, 85 sold); 'how many more tickets can we sell?' (11) gets 18",
     "UpdateError", "langgraph.store.put", "overwritten"),
    ("b81_langchain_carehome_singer_day_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (the printed sheet's wrong, Maggie Mae's coming fri 2.30 as the chiropodist has "
     "the lounge weds); 'what day's the singer coming?' (Friday) gets Wednesday from the sheet",
     "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b81_zep_harvest_auction_total_response.py", "Zep facts (sync client, stand-in), script style",
     "the night's auction count (£1,140) and the Whitby phone bid paid by transfer on the Monday (£310) are in the "
     "facts; model gives the night's count; 'what did the auction make in the end?' (£1,450) gets £1,140",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b81_llamaindex_orchard_shift_length_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "pressing 10 till 1 (turn 1) and Ruth's ask to stay on till 2 to cover Dave, agreed (turn 3), are in the "
     "context; model gives 3 hours; 'how long am I on for saturday in total?' (4 hours) gets three",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH81_CONTROLS = [
    ("b81_ctl_mem0_carehome_ken_trip_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'yes, he's on the list' (memory: Ken is on the Bodnant trip list, but it's his 80th that day and "
     "his daughter is taking him to the Harbour for lunch, he'll give the gardens a miss)", "AnnotationError", None,
     None),
    ("b81_ctl_letta_plumber_patels_why_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'still waiting on the valve from Plumbase' (memory: the Patels' stopcock was seized so the water "
     "couldn't go off; the Plumbase valve is for the Hendry job)", "AnnotationError", None, None),
    ("b81_ctl_evermemos_harvest_supper_date_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'Sun 3rd Oct' (memory: harvest festival is sun 3/10; the supper is 'the sat night before like "
     "always', so Sat 2 Oct)", "AnnotationError", None, None),
    ("b81_ctl_chroma_orchard_stalls_list_label.py", "chroma query, script style",
     "none; label 'juice, cakes and Bev's honey' (memory: the bees had a rotten summer so Bev has nothing to sell, "
     "she brings the observation hive; the stalls are juice, cakes and the apple ID table)", "AnnotationError",
     None, None),
    ("b81_ctl_qdrant_studenthouse_internet_share_label.py", "qdrant query, script style",
     "none; label '£6' (memory: the broadband is £6 each a month, but this month there's £3 each on top for the "
     "new router's delivery, so £9)", "AnnotationError", None, None),
]

BATCH82 = [
    ("b82_mem0_band_firstset_extract.py", "mem0 infer=True (scripted model), turn spans, 7 notes",
     "extraction of Gemma's 2/6 note keeps the Hallworths' balance and Dan's in-ears and drops 'first set now 8.45 "
     "(2nd 10-11)'; 'what time are we on for the first set tomorrow?' (8.45) gets 8pm from the April booking",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b82_chroma_garden_saltbox_box_scoped.py", "chroma query filtered to customer=Saltbox, script style, 10 documents",
     "the chef's text asking for 3kg rainbow chard was logged under 'Saltbox Kitchen' and the packing query is "
     "filtered to 'Saltbox'; 'what's going in the Saltbox delivery tomorrow?' (salad bags, flowers, radish, chard) "
     "leaves the chard out", "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b82_qdrant_rowing_trailer_day_delete.py", "qdrant delete (summer regatta notes), script style, 10 points",
     "the 1 Sept tidy-up deletes the 30/8 season wash-up note, which also said the trailer is at Abingdon Trailers "
     "till Thu 2 Oct so loading for the Severn Head is Fri 3rd 6pm; 'what day are we loading the trailer?' (Friday) "
     "gets Thursday", "DeletionError", "qdrant.delete", "deleted"),
    ("b82_langgraph_nursery_roomlead_lost_update.py", "LangGraph store sync, two writers in threads",
     "the ratio-check job puts back its stale copy of the Caterpillars record (lead Jo), losing Sian's edit (Priya "
     "the deputy leads while Jo's off for her op); 'who's running Caterpillars next week?' (Priya) gets Jo",
     "UpdateError", "langgraph.store.put", "overwritten"),
    ("b82_langchain_band_dep_fee_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (Sophie depping on sax for £180); 'how much are we paying Sophie for Truro all "
     "in?' (£220) gets the £40 petrol only", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b82_zep_parish_stiles_left_response.py", "Zep facts (sync client, stand-in), script style",
     "46 stiles in the survey, Marion's 18 and Ken's 9 done are in the facts; model leaves Ken's out; 'how many "
     "stiles have we still got to look at?' (19) gets 28", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b82_llamaindex_garden_microgreens_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the Swan's Friday microgreens and Rafa's text (the dish comes off with the summer menu from Tue 1 July, no "
     "trays from then) are in the context; 'do I need to cut microgreens for the Swan tomorrow?' (no) gets yes",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH82_CONTROLS = [
    ("b82_ctl_mem0_nursery_shift_length_label.py", "mem0 infer=False, search, turn spans",
     "none; label '10 hrs (8-6)' (memory: the September rota had Ellie 8-6, but back from mat leave she does "
     "9.15-3 wed + thu so she can get Alfie from school)", "AnnotationError", None, None),
    ("b82_ctl_chroma_band_meeting_place_label.py", "chroma query, script style",
     "none; label 'the lock-up on Canal St' (memory: the usual meeting place is the lock-up, but for Ludlow Raf "
     "keeps the van at his mum's overnight, his road's dug up, so meet at 14 Bewdley Rd, 12 sharp)",
     "AnnotationError", None, None),
    ("b82_ctl_letta_rowing_double_why_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'their boat's away being mended' (memory: the Filippi is at Janousek's but Kingston are lending "
     "a double; Noah is on his DofE expedition that weekend, so the double's not going)", "AnnotationError",
     None, None),
    ("b82_ctl_evermemos_parish_reports_date_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '31 May' (memory: county want the survey by the 31st, so reports to Sue the clerk by Fri 23rd; "
     "she repeats it when Ken asks)", "AnnotationError", None, None),
    ("b82_ctl_qdrant_garden_delivery_time_label.py", "qdrant query, script style",
     "none; label 'before 10' (memory: the Saltbox standing note says before 10, but Marco says thursday is their "
     "market brunch, be there by 8 latest on thursdays)", "AnnotationError", None, None),
]
BATCH83 = [
    ("b83_mem0_hair_okafor_time_extract.py", "mem0 infer=True (scripted model), turn spans, 7 notes",
     "extraction of Tess's 10/11 note keeps the new clippers and the van insurance and drops 'can I come quarter past "
     "11' (chiropodist at 10); 'what time am I at Mrs Okafor's tomorrow?' (11.15) gets the standing 10am",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b83_qdrant_rescue_scan_vets_recent_only.py", "qdrant query filtered to standing + last fortnight, script style",
     "the 25/11 note (Hollybank referred Bramble to Castle Vets in Northam for the heart scan) is left out by the "
     "'from 26/11' filter; 'where's Bramble's heart scan on Thursday?' (Castle Vets, Northam) gets Hollybank",
     "RetrievalError", "qdrant.query_points", "filtered_by_scope"),
    ("b83_chroma_cricket_tea_price_delete.py", "chroma delete (season 2030 notes), script style, 10 documents",
     "the April clear-out deletes the AGM note of 18/10/30, which also said away sides pay £4 a head for tea from "
     "next season; 'what do I charge their lot for tea?' (£4) gets the standing £3.50", "DeletionError",
     "chroma.delete", "deleted"),
    ("b83_langgraph_orchestra_brass_hotel_lost_update.py", "LangGraph store sync, two writers in threads",
     "the rooming-list job puts back its stale copy of Tuesday's record (Premier Inn, everyone), losing Ros's edit "
     "(brass + perc at the Kingslodge Inn, PI overbooked); 'are the brass in the same hotel as everyone else on "
     "Tuesday?' (no) gets yes", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b83_langchain_xmas_take_list_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (on pud duty: the Aldi pud + brandy butter); 'what am I taking to Mum's on the "
     "day?' (pud + brandy butter, folding chairs, crackers) gets the chairs and crackers only", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b83_zep_hair_takings_sum_response.py", "Zep facts (sync client, stand-in), script style",
     "Mrs Dale £55, Mrs Okafor £24 and the Pattersons' two cuts at £18 each are in the facts; the model counts "
     "one cut; 'how much did I take today?' (£115) gets £97", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b83_llamaindex_rescue_pip_howlong_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "Pip went to Carol's 3/10 and has been with Dev since Sat 1 Nov, both in the context; 'how long's Pip been at "
     "his foster now?' (about two weeks) gets about six weeks", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH83_CONTROLS = [
    ("b83_ctl_mem0_xmas_drive_day_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'Tue 23rd' (memory: Dad kept saying tues 23rd, but he's on earlies at the depot right up to "
     "xmas eve dinner time, so they go up wed 24th about 1)", "AnnotationError", None, None),
    ("b83_ctl_letta_orchestra_cello_coach_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'Ana Ribeiro - she coaches the cellos' (memory: Ana's flight from Porto lands at 3 on thurs, so Mr "
     "Hughes, head of strings at St Aidan's, takes the cellos that morning)", "AnnotationError", None, None),
    ("b83_ctl_evermemos_cricket_teas_count_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '26' (memory: usually 26, but Fordham can only raise 10 and their scorer's not coming, Dave does "
     "the book for both: 24)", "AnnotationError", None, None),
    ("b83_ctl_chroma_hair_bell_why_label.py", "chroma query (filtered to the client), script style",
     "none; label 'her last set didn't hold' (memory: the set dropped by the sunday, try bigger rollers; her "
     "daughter's taking her to Tenerife for her 80th, 2 wks from sat 8th)", "AnnotationError", None, None),
    ("b83_ctl_qdrant_rescue_monty_fee_label.py", "qdrant query, script style",
     "none; label '£250 - the usual dog fee' (memory: dogs £250, oldies (8 +) £150, and the vet thinks Monty's 9 or "
     "10 by his teeth)", "AnnotationError", None, None),
]

BATCH84 = [
    ("b84_mem0_driving_test_time_extract.py", "mem0 infer=True (scripted model), turn spans, 7 notes",
     "extraction of Kev's 2/3 note keeps Ollie's £190 block and the Tuesday 6pm slot and drops the cancellation he "
     "grabbed (test thurs 18th 10.14 Cowley); 'what time's my test?' (10.14am) gets 2.07pm from the April booking",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b84_qdrant_charity_tills_scoped.py", "qdrant query filtered to kind=rota, script style, 10 points",
     "Bev's message that she's doing Maureen's Saturday morning on till 2 (christening in Bude) was pasted as kind "
     "'chat' and the rota query is filtered to 'rota'; 'who's on the tills tomorrow morning?' (Dennis and Bev) gets "
     "Dennis and Maureen", "RetrievalError", "qdrant.query_points", "filtered_by_scope"),
    ("b84_chroma_bookclub_march_day_delete.py", "chroma delete (old meeting write-ups), script style, 8 documents",
     "the end-of-Feb tidy-up deletes the 5/2 write-up, which also said the Plough has a quiz on 1st Thursdays so "
     "March is at Rachel's on Wed 3rd; 'what day's the March book club?' (Wednesday) gets Thursday 4 March",
     "DeletionError", "chroma.delete", "deleted"),
    ("b84_langgraph_danceshow_changing_lost_update.py", "LangGraph store sync, two writers in threads",
     "the chaperone job puts back its stale copy of the changing-rooms record (juniors in the scout hut), losing "
     "Carys's edit (Room 4, the drama studio, roofers on the hut); 'where are the juniors getting changed on "
     "Friday?' (Room 4) gets the scout hut", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b84_langchain_allotment_owed_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (plot 14b to Priya, £32 half-year rent + £10 key deposit); 'what does Priya owe us "
     "altogether on saturday?' (£49.50) gets the £7.50 water only", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b84_zep_driving_lesson_length_response.py", "Zep facts (sync client, stand-in), script style",
     "Amara's pick-up at 8.30 and her drop-off at the Westgate for 10.45 are in the facts, with the usual 1.5 hr "
     "Saturday double; model gives the usual length; 'how long is Amara's lesson tomorrow?' (2h15) gets 1.5 hours",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b84_evermemos_danceshow_tickets_left_response.py", "EverMemOS async client (stand-in), asyncio",
     "180 seats, 142 sold online, 6 put aside for Mrs Okafor and 4 front-row seats held back are all in the "
     "context; model leaves out Mrs Okafor's six; 'how many Friday tickets have we got left to sell?' (28) gets 34",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH84_CONTROLS = [
    ("b84_ctl_mem0_allotment_key_return_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'Jean, the secretary' (memory: keys normally go through Jean, but she's at her daughter's in "
     "Calgary for 5 wks and Rob the treasurer is minding the key tin)", "AnnotationError", None, None),
    ("b84_ctl_chroma_driving_practical_date_label.py", "chroma query filtered to the pupil, script style",
     "none; label 'Thursday 12th Feb' (memory: that was Jade's theory test, which she passed; the practical is "
     "booked for Tue 25 May 8.40 at Cowley)", "AnnotationError", None, None),
    ("b84_ctl_qdrant_bookclub_numbers_label.py", "qdrant query, script style",
     "none; label '7 - the whole club' (memory: 7 members now Marcus has joined, but Tom's in Porto with work that "
     "week, so 6 at Rachel's)", "AnnotationError", None, None),
    ("b84_ctl_letta_charity_shut_why_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'it's the stocktake' (memory: the stocktake was first pencilled in for Tue 8th, but the carpet "
     "fitters can only come that day, so the shop's shut for the floor and the stocktake is the Tuesday after)",
     "AnnotationError", None, None),
    ("b84_ctl_llamaindex_danceshow_tots_finale_label.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "none; label 'yes - every class stays on for the bow' (memory: all classes stay for the finale, but the Tap "
     "Tots are 4 and 5 and shattered by 8, so they're collected at the interval and bow after their own number)",
     "AnnotationError", None, None),
]
BATCH85 = [
    ("b85_mem0_fishing_match_venue_extract.py", "mem0 infer=True (scripted model), turn spans, 7 notes",
     "extraction of Gordon's 2/10 note keeps the £5 pools and Terry's new peg numbers and drops that sun 13th is on "
     "Blakemere (stoppage on the Lock 14 stretch); 'where are we fishing on sunday?' (Blakemere, the top lake) gets "
     "the canal at Lock 14", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b85_chroma_windows_linden_price_street_filter.py", "chroma query filtered by street, script style, 9 documents",
     "Mrs Kowalski's note (conservatory roof every time, £4 on top) was typed under street 'Linden Av' and the door "
     "lookup filters to 'Linden Ave'; 'what do I charge at no. 9 Linden?' (£14) gets £10", "RetrievalError",
     "chroma.query", "filtered_by_scope"),
    ("b85_qdrant_trolley_foxglove_day_delete.py", "qdrant filtered delete (old weekly round-ups), script style, 8 points",
     "the October clear-out deletes the w/c 1/9 round-up, which also said the physios have Foxglove's day room on "
     "Tuesday afternoons for good so Foxglove gets the trolley Thursday mornings; 'what day does the trolley go "
     "round Foxglove?' (Thursday) gets Tuesday afternoon", "DeletionError", "qdrant.delete", "deleted"),
    ("b85_langgraph_panto_matinee_lost_update.py", "LangGraph store sync, two writers in threads",
     "the ticket-tally job puts back its stale copy of the performances record (Sat matinee 2pm), losing Sheila's "
     "edit (2.30 start, christening lunch in the hall till 1.30); 'what time does saturday's matinee start?' "
     "(half two) gets 2pm", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b85_langchain_schoolrun_clubs_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (Alfie's football club Mondays, 4.15 at the field gate); 'which clubs am I picking "
     "up from this week?' (football, swimming, chess) gets swimming and chess", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b85_zep_windows_coop_owed_response.py", "Zep facts (sync client, stand-in), script style",
     "the £45 invoice for Jun/Jul/Aug and the £30 BACS payment on 2/9 are both in the facts; model gives the whole "
     "invoice; 'how much do the Co-op still owe me?' (£15) gets £45", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b85_evermemos_fishing_match_length_response.py", "EverMemOS async client (stand-in), asyncio",
     "fishing from 9.30 and all out at half one (AGM at 2) are in the context with the 5-hour standard; model gives "
     "the standard; 'how long are we fishing for at the Mere on sunday?' (4 hours) gets five hours", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH85_CONTROLS = [
    ("b85_ctl_mem0_panto_prompter_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'Jean Pollard, our prompter' (memory: Jean was down as prompt, but her hip won't have two hours on "
     "the stool in the wings, so she's on front of house and the raffle and Maggie has the prompt book)",
     "AnnotationError", None, None),
    ("b85_ctl_letta_trolley_bluebell_why_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'we're short of volunteers' (memory: Rita worried about Tuesdays with Doreen off, but Ken's doing "
     "them; Bluebell has a tummy bug going round and nothing goes in till 48 hours clear)", "AnnotationError", None,
     None),
    ("b85_ctl_llamaindex_schoolrun_swimkit_label.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "none; label 'yes - it's Friday, so it's swimming' (memory: Yr 3 swim every Friday, but the pool has the county "
     "gala all day this Friday and Kit's class do dance in the hall, PE bags only)", "AnnotationError", None, None),
    ("b85_ctl_qdrant_fishing_entries_count_label.py", "qdrant query, script style",
     "none; label '24, all the pegs' (memory: entries closed at 24, but Steve's at his daughter's in Alicante, Clive's "
     "done his back, and neither reserve can do it: 22)", "AnnotationError", None, None),
    ("b85_ctl_chroma_windows_hillside_date_label.py", "chroma query, script style",
     "none; label 'Tues 1st Oct' (memory: Hillside is every 4 weeks, next due 1/10, but the van's at the garage for "
     "its MOT all day with the ladders on it, so Hillside's the Wednesday, 2nd)", "AnnotationError", None, None),
]

BATCH86 = [
    ("b86_mem0_removals_start_time_extract.py", "mem0 infer=True (scripted model), turn spans, 7 notes",
     "extraction of Dave's 10/8 note keeps the freezer-to-Royston/Luton fact and Marek as third man and drops Mrs "
     "Henderson's 7.30 start (buyers' solicitor wants keys by 1); 'what time are we due at the Hendersons "
     "tomorrow?' (7.30am) gets 9am from the first booking", "ExtractionError", "mem0.extract",
     "omitted_at_extraction"),
    ("b86_chroma_fridge_bread_pickup_scoped.py", "chroma query filtered to kind=collections, script style, 9 documents",
     "Tom's message that the High St Greggs is shut two weeks for a refit and the Saturday bread comes from the "
     "Broad St shop was pasted as kind 'chat'; 'where do I pick up the bread tomorrow?' (Greggs, Broad St) gets "
     "the High St one", "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b86_qdrant_rally_ashwell_route_delete.py", "qdrant delete by filter (spring recce notes), script style, 8 points",
     "the clear-out of pre-June recce notes deletes Pauline's 28/5 note that Ashwell High St is shut on the day for "
     "the fete, so the run goes round by Hinxworth; 'do the cars come through Ashwell tomorrow?' (no) gets yes",
     "DeletionError", "qdrant.delete", "deleted"),
    ("b86_langgraph_tennis_umpire_lost_update.py", "LangGraph store sync, two writers in threads",
     "the results job puts back its stale copy of the men's final record (umpire Derek), losing Helen's edit "
     "(Anjali from the county list, Derek's out with his back); 'who's in the chair for the men's final on "
     "Sunday?' (Anjali) gets Derek", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b86_langchain_childminder_owed_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (the Okonjos' July invoice, £624); 'how much have the Okonjos still got to pay "
     "for july?' (£224) gets only the £400 they paid", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b86_zep_removals_kit_list_response.py", "Zep facts (sync client, stand-in), script style",
     "piano skates + webbing, mattress bags for 3 beds and the long ramp for 6 steps are all in the facts; model "
     "leaves out the ramp; 'what do we need to put on the van for the Morris job?' (skates, bags, long ramp)",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b86_evermemos_rally_scrutineering_day_response.py", "EverMemOS async client (stand-in), asyncio",
     "run on Sun 20/6 and scrutineering 'the day before the run' are both in the context; model says Sunday; "
     "'what day do I bring the car for scrutineering?' (Saturday 19th)", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH86_CONTROLS = [
    ("b86_ctl_mem0_childminder_thursday_hours_label.py", "mem0 infer=False, search, turn spans",
     "none; label '9 and a half hours, her usual full day' (memory: full days 8-5.30, but Ellie's mum is only "
     "working Thursday mornings while her nan's in hospital and grabs her at 1)", "AnnotationError", None, None),
    ("b86_ctl_letta_fridge_sandwiches_why_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'because the fridge was too full' (memory: the fridge was rammed early in the month, but the "
     "co-op sandwiches reach us the morning after their use-by and environmental health said nothing past use-by)",
     "AnnotationError", None, None),
    ("b86_ctl_llamaindex_tennis_courts_count_label.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "none; label '6 - all of the club's courts' (memory: 6 courts, but 3 and 4 are being relaid till the 24th, "
     "taped off, so 4 for the first round)", "AnnotationError", None, None),
    ("b86_ctl_chroma_removals_dropoff_label.py", "chroma query filtered to the job, script style",
     "none; label '4 Orchard Close, Letchworth' (memory: that's the new house, but the sellers can't get out till "
     "10/9 so it all goes into containers 7 and 8 at the yard)", "AnnotationError", None, None),
    ("b86_ctl_qdrant_rally_entry_fee_label.py", "qdrant query, script style",
     "none; label '£45, the entry fee' (memory: £45 a car, but pre-war cars go in at half, so £22.50 for a 1928 "
     "Austin Seven)", "AnnotationError", None, None),
]
BATCH87 = [
    ("b87_mem0_caterer_arrival_time_extract.py", "mem0 infer=True (scripted model), turn spans, 7 notes",
     "extraction of Nadia's 8/7 note keeps the Hartleys' 112 guests and Jo on the bar and drops the 10.15 Saturday "
     "arrival (a wake in the barn on the Friday night, so no setting up the day before); 'what time have we got to "
     "be at Oakley Barn on saturday?' (10.15am) gets 1pm from the first booking", "ExtractionError", "mem0.extract",
     "omitted_at_extraction"),
    ("b87_qdrant_bnb_arrival_day_scoped.py", "qdrant query filtered to kind=booking, script style, 9 points",
     "Mrs Lindqvist's email (ferry moved, they'll be at the B&B on Fri 10th about 4) was pasted as kind "
     "'guest_email'; 'what day are the Lindqvists getting here?' (Friday) gets Wednesday the 8th from the booking",
     "RetrievalError", "qdrant.query_points", "filtered_by_scope"),
    ("b87_chroma_farmshop_rose_cottage_delete.py", "chroma delete by metadata (September round notes), script style, "
     "9 documents",
     "the clear-out of September's round notes deletes the 28/9 note that the Bakers are in Lanzarote till 6/11, no "
     "eggs till then; 'do I leave the Bakers' eggs at Rose Cottage today?' (no, they're away) gets yes",
     "DeletionError", "chroma.delete", "deleted"),
    ("b87_langgraph_bells_tenor_lost_update.py", "LangGraph store sync, two writers in threads",
     "the peal secretary's script puts back its stale copy of Sunday's quarter-peal record (tenor Geoff), losing "
     "Margaret's edit (Martin Shaw from Hitchin on the tenor, Geoff's had his eye op); 'who's on the tenor for "
     "sunday's quarter?' (Martin) gets Geoff", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b87_langchain_theatre_fees_owed_trim.py", "LangChain history + trim_messages (last 8), turn spans",
     "turn 5's trim drops turn 1 (the Adeyemis' two places, £165 and £135 sibling rate, £300); 'how much is left "
     "to pay for the Adeyemis?' (£180) gets £45 from the £120 paid and the single fee", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b87_zep_bnb_nights_response.py", "Zep facts (sync client, stand-in), script style",
     "arrival Thu 22/9 and leaving Mon 26th first thing are both in the facts; model says three nights; 'how many "
     "nights have we got the Fosters for?' (four)", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b87_llamaindex_theatre_kit_list_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "nut-free packed lunch, black tee + joggers for Group C and a named water bottle are all in the memory; model "
     "leaves out the water bottle; 'what do the group C kids need to bring on monday?'", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH87_CONTROLS = [
    ("b87_ctl_mem0_theatre_pickup_time_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'half three' (memory: the day is 9.30-3.30, but on the last Friday the kids stay on for the "
     "sharing at 4 and it's all wrapped up by quarter past 5)", "AnnotationError", None, None),
    ("b87_ctl_zep_caterer_head_chef_label.py", "Zep facts (sync client, stand-in), script style",
     "none; label 'Sam - he's the head chef on that one' (memory: Sam's down as head chef, but his wife's due with "
     "their second and he's at home for a few weeks from the 28th; Priya's running the kitchen)", "AnnotationError",
     None, None),
    ("b87_ctl_evermemos_bells_practice_tower_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'St Mary's in Baldock' (memory: practice has been at St Mary's all year, but the clock people's "
     "scaffold is through the ringing chamber all next week and Weston's Holy Trinity is ours on the Thursday)",
     "AnnotationError", None, None),
    ("b87_ctl_chroma_bnb_breakfasts_count_label.py", "chroma query filtered to the week, script style",
     "none; label '5 - everyone staying friday night' (memory: 5 in, but Mr Pryce leaves at 5.30 for the ferry and "
     "said don't bother, and the Dawsons' 15-month-old eats off their plates: 4)", "AnnotationError", None, None),
    ("b87_ctl_letta_farmshop_eggs_why_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'she's away at her sister's' (memory: she was in Cromer 2-9 Oct, but her grandson built her a "
     "coop and she's got four ex-battery hens, so veg box only)", "AnnotationError", None, None),
]

BATCH88 = [
    ("b88_mem0_swim_stage4_pool_extract.py", "mem0 infer=True (scripted model), turn spans, 7 notes",
     "extraction of Jo's 19/4 note keeps Mia's stage-3 pass, the Tue 4.30 stage-4 slot and the £7.20 and drops "
     "that stage 4 is taught at Kingsmead, not Riverside; 'which pool is Mia's lesson at tomorrow?' (Kingsmead) "
     "gets Riverside from the term timetable", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b88_qdrant_minibus_doyle_pickup_dayscoped.py", "qdrant query filtered to the trip day, script style, 8 points",
     "Wendy's note that Mrs Doyle's clinic is now at 10 so she wants picking up at 9.15 carries the day of the "
     "call (14/3), so the run sheet's query for 17/3 leaves it out; 'what time do I pick up Mrs Doyle tomorrow?' "
     "(9.15) gets 10am", "RetrievalError", "qdrant.query_points", "filtered_by_scope"),
    ("b88_chroma_landlord_sill_day_delete.py", "chroma delete of closed jobs, script style, 8 documents",
     "the end-of-month clear-out of closed jobs deletes the gutter-clearing note that also booked Kev to replace "
     "Priya's window sill on Fri 6/5; 'what day is Kev coming to do Priya's window sill?' (Friday 6th) gets "
     "'nothing booked'", "DeletionError", "chroma.delete", "deleted"),
    ("b88_langgraph_choir_tour_balance_lost_update.py", "LangGraph store sync, two writers in threads",
     "the treasurer's deposits job puts back its stale copy of the tour costs record (£385 a head), losing Gwen's "
     "edit (£310 a head after the Arts Council grant); 'how much have I still got to pay for the tour?' (£210) "
     "gets £285", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b88_langchain_bowls_kit_list_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (Brian's bringing the spare mats from his garage); 'what have I got to take down "
     "the club on saturday?' (mats, scorecards, urn key) gets only the scorecards and the key", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b88_zep_minibus_trip_length_response.py", "Zep facts (sync client, stand-in), script style",
     "leave 8.45, drop at Drummer St 10.15, pick up 4.30 and back about 6 are all in the facts; model gives the "
     "time in Cambridge; 'how long was the Cambridge trip, start to finish?' (about 9 1/4 hours)",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b88_evermemos_swim_gala_early_response.py", "EverMemOS async client (stand-in), asyncio",
     "registration on poolside by 7.30 and heats from about 9 are both in the context; model says no from the "
     "heats' time; 'does Oscar need to be at the pool before 8 on sunday?' (yes)", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH88_CONTROLS = [
    ("b88_ctl_mem0_landlord_roofer_bill_label.py", "mem0 infer=False, search, turn spans",
     "none; label '£1,200, what Gary quoted' (memory: the quote was £1,200 to refelt, but the felt was sound so it "
     "was just the ridge tiles and flashing, and his bill's £780)", "AnnotationError", None, None),
    ("b88_ctl_letta_choir_organ_why_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'because it'd drown out the sopranos' (memory: Stephen joked it would in January, but the "
     "verger says the organ's wrapped in scaffolding for its restoration till the autumn)", "AnnotationError",
     None, None),
    ("b88_ctl_llamaindex_swim_teacher_label.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "none; label 'Bex - Mia's teacher' (memory: Bex is on the timetable, but her baby's due in May so she "
     "finished at Easter and Dan, the deputy head coach, has her Tuesday groups)", "AnnotationError", None, None),
    ("b88_ctl_chroma_bowls_baldock_day_label.py", "chroma query, script style",
     "none; label 'Saturday 11th' (memory: the fixture list says Sat 11/6, but Baldock's green has leatherjackets "
     "and they asked us over on Sun 12th, Brian said that's fine)", "AnnotationError", None, None),
    ("b88_ctl_qdrant_minibus_lunchclub_count_label.py", "qdrant query, script style",
     "none; label '8 - the whole lunch club list' (memory: 8 regulars, but Mr Ellis is in the Lister after a fall "
     "and the Pattersons' son is running them himself, so 5)", "AnnotationError", None, None),
]
BATCH89 = [
    ("b89_mem0_sportsday_relay_time_extract.py", "mem0 infer=True (scripted model), turn spans, 7 notes",
     "extraction of Mrs Okafor's 16/6 note keeps Mr Hale's 3 o'clock meeting, the parents' race going last and Miss "
     "Kaur on the camera and drops that the Y6 relay goes at 2.40; 'what time am I starting the yr 6 relay "
     "tomorrow?' (2.40) gets 3.15 from the running order", "ExtractionError", "mem0.extract",
     "omitted_at_extraction"),
    ("b89_qdrant_vanhire_barker_balance_vanscoped.py", "qdrant query filtered to the van, script style, 8 points",
     "the phone note that Mrs Barker paid the £115 rest of her Luton hire is filed against the customer with no "
     "van, so the pick-up sheet's query for LV19 KHT leaves it out; 'how much has Mrs Barker got to pay us tmrw?' "
     "(only the £250 deposit hold) gets £365", "RetrievalError", "qdrant.query_points", "filtered_by_scope"),
    ("b89_chroma_festival_dumpling_pitch_delete.py", "chroma delete of paid invoice notes, script style, 8 documents",
     "the after-payment clear-out deletes Dumpling Bros' paid invoice note, which also put their 7m van on C4 by "
     "the main stage; 'which pitch are Dumpling Bros on this weekend?' (C4) gets B7 from the allocation list",
     "DeletionError", "chroma.delete", "deleted"),
    ("b89_langgraph_cottage_fishpie_lost_update.py", "LangGraph store sync, two writers in threads",
     "Kate's shopping job puts back its stale copy of the cottage meals record (Gran's fish pie Wednesday), losing "
     "Tom's edit (fish pie Thursday, when the fish van comes; Rob's curry Wednesday); 'which night am I doing my "
     "fish pie?' (Thursday) gets Wednesday", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b89_langchain_radio_ob_mics_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (the station's own 2 radio mics in the OB kit); 'how many radio mics will we have "
     "on the day altogether?' (5: our 2 + the theatre's 3) gets 3", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b89_zep_festival_setup_window_response.py", "Zep facts (sync client, stand-in), script style",
     "gates open to traders 6.30, all vehicles off the field by 9.15 and public in at 10 are all in the facts; model "
     "counts to the public opening; 'how long will I have to get set up on sat morning?' (2 3/4 hours)",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b89_evermemos_radio_ob_slot_who_response.py", "EverMemOS async client (stand-in), asyncio",
     "the slots (Al 12.30-2, Dev from 2) and the parade reaching the park about 2.45 are both in the context; model "
     "names Big Al; 'who's presenting when the parade gets into the park?' (Dev, the breakfast presenter)",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH89_CONTROLS = [
    ("b89_ctl_mem0_vanhire_henderson_return_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'Mon 11th July' (memory: the booking says back Mon 11/7, but the Hendersons' completion is a week "
     "later so they'll hang on to the Transit till Mon 18th, extra week on his card)", "AnnotationError", None,
     None),
    ("b89_ctl_letta_sportsday_rec_why_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'the school field's too bumpy' (memory: Mr Hale moaned about the bumps in May, but the drainage "
     "men have the bottom of the school field dug up all June, so the parish council lent the rec)",
     "AnnotationError", None, None),
    ("b89_ctl_llamaindex_cottage_bunkroom_label.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "none; label 'Alfie and Josh' (memory: the first room plan had them in the bunks, but Josh wants his own space "
     "on the snug sofa bed and Lily's going in the top bunk with Alfie)", "AnnotationError", None, None),
    ("b89_ctl_chroma_radio_ob_van_off_label.py", "chroma query, script style",
     "none; label '6pm' (memory: the site booking says 8am-6pm, but the committee wants every vehicle off the main "
     "field by 5.15 for the funfair's rides, and Mel said that's fine)", "AnnotationError", None, None),
    ("b89_ctl_qdrant_festival_crepe_power_label.py", "qdrant query, script style",
     "none; label 'yes, 16A off the big genny' (memory: Crepe Escape is on the power list at 16A, but Anna bought a "
     "gas crepe plate and won't need the hookup; Lou knocked the £45 off)", "AnnotationError", None, None),
]

BATCH90 = [
    ("b90_mem0_pottery_glaze_pickup_day_extract.py", "mem0 infer=True (scripted model), turn spans, 6 notes",
     "extraction of Hazel's 6/3 note keeps the broken kiln element, Steve's Thu 9/3 visit and the £185 and drops "
     "that the glaze firing goes in Fri night and the Wednesday class collects from Sat 11th; 'what day can I pick "
     "up my glazed mugs this week?' (Saturday) gets Wednesday at class", "ExtractionError", "mem0.extract",
     "omitted_at_extraction"),
    ("b90_chroma_fluclinic_saturday_venue_scoped.py", "chroma query scoped to rota lines, script style, 8 documents",
     "Carol's message that Saturday's flu clinic runs from St Mary's church hall while the car park is resurfaced "
     "is a 'msg', so the rota-only query leaves it out; 'where's saturday's flu clinic?' (St Mary's church hall) "
     "gets the main surgery", "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b90_qdrant_watch_elm_close_walker_delete.py", "qdrant delete of resolved reports, script style, 8 points",
     "the Sunday tidy-up deletes the resolved streetlight report whose P.S. says Tony (treasurer) walks Elm Close "
     "on Thursdays while Margaret has her hip done; 'who's walking Elm Close on thursday?' (Tony) gets Margaret",
     "DeletionError", "qdrant.delete", "deleted"),
    ("b90_langgraph_scouts_tent_count_lost_update.py", "LangGraph store sync, two writers in threads",
     "the quartermaster's kit-check job puts back its stale tents record (4 patrol tents), losing Di's edit (5: the "
     "Otters need two); 'how many tents are we putting up on friday, all in?' (7) gets 6", "UpdateError",
     "langgraph.store.put", "overwritten"),
    ("b90_langchain_golf_woburn_tee_time_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (Woburn tee times from 9.36); 'what time are we teeing off at woburn?' (9.36) gets "
     "no tee time and Pete's 7.30 car share", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b90_zep_pottery_course_balance_response.py", "Zep facts (sync client, stand-in), script style",
     "course £168, £50 deposit paid and two £14 bags of clay are all in the facts; the model leaves out the clay; "
     "'how much do I still owe you?' (£146) gets £118", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b90_evermemos_flu_saturday_eligibility_response.py", "EverMemOS async client (stand-in), asyncio",
     "Saturday's clinic is 65+ only (Fluad) and under-65 at-risk patients go to Wednesday afternoons, both in the "
     "context; the model says yes because he's asthmatic; 'can I book Mr Patel (64, asthmatic) into saturday's "
     "clinic?' (no)", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH90_CONTROLS = [
    ("b90_ctl_mem0_golf_dave_handicap_label.py", "mem0 infer=False, search, turn spans",
     "none; label '14, as on the society list' (memory: Dave was 14 on January's list, but after winning the spring "
     "medal the handicap secretary took him down to 11 for the season)", "AnnotationError", None, None),
    ("b90_ctl_letta_scouts_friday_cooks_why_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'because the Kestrels had their turn last year' (memory: they did cook Friday tea last year, but "
     "Amy and three Kestrels only arrive Saturday 8am because of her grandad's 80th)", "AnnotationError", None,
     None),
    ("b90_ctl_llamaindex_watch_friday_streets_label.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "none; label 'Elm Close, Bury Lane and Pirton Rd' (memory: that's the month's route, but PCSO Dean said Pirton "
     "Rd is dug up, fenced and watched for the gas main, so loop round Whitehill after Bury Lane)",
     "AnnotationError", None, None),
    ("b90_ctl_chroma_pottery_bisque_wait_label.py", "chroma query, script style",
     "none; label '8 hours - that's the bisque programme' (memory: 8 hrs to fire, and the kiln mustn't be opened "
     "till under 100, about 12 hrs after, so about 20)", "AnnotationError", None, None),
    ("b90_ctl_langgraph_flu_room2_nurse_label.py", "LangGraph store sync, two writers in threads (no fault)",
     "none; label 'Grace Okafor - she's the practice nurse' (memory: the rota has Grace in room 2, but she's in "
     "Leeds for her daughter's graduation and Lisa, the HCA, is going in room 2)", "AnnotationError", None, None),
]
BATCH91 = [
    ("b91_mem0_grotto_weekday_last_slot_extract.py", "mem0 infer=True (scripted model), turn spans, 5 notes",
     "extraction of Bev's 1/12 note keeps the tunnel lights (Dale, Tuesday) and the staff do and drops that from "
     "Mon 8th the last weekday grotto slot is 4.15 (centre shuts at 5); 'what's the latest I can put a family in "
     "on a weekday next week?' (4.15) gets 5pm", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b91_qdrant_dental_bridge_return_day_scoped.py", "qdrant query scoped to lab tickets, script style, 8 points",
     "the lab's phone message that Mrs Adeyemi's bridge is being re-done and comes on Thursday's courier (13th) is "
     "a 'phone' note, so the ticket-only query leaves it out; 'what day's Mrs Adeyemi's bridge back from the "
     "lab?' (Thursday) gets Monday", "RetrievalError", "qdrant.query_points", "filtered_by_scope"),
    ("b91_chroma_sportive_feed_two_place_delete.py", "chroma delete of ticked-off jobs, script style, 8 documents",
     "the clear-out deletes the done signs job whose aside says FS2 is at the Red Lion car park in Lilley as the "
     "village hall has a wedding; 'where's the 2nd feed station?' (Red Lion car park, Lilley) gets Great Offley "
     "village hall", "DeletionError", "chroma.delete", "deleted"),
    ("b91_langgraph_youthclub_money_owed_lost_update.py", "LangGraph store sync, two writers in threads",
     "the treasurer's bank-check job puts back its stale payments record (Kyle £60 and Mia £40 still owing), "
     "losing Leanne's edit (both paid); 'how much are we still waiting on for llangrannog, all in?' (£270) gets "
     "£370", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b91_langchain_agility_ring2_timekeeper_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (ring 2's party: Lynne timekeeping); 'who's timekeeping in ring 2?' (Lynne) gets "
     "no timekeeper and Bob", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b91_zep_dental_denture_fit_thursday_response.py", "Zep facts (sync client, stand-in), script style",
     "the lab's note that Mr Hughes's denture comes on Friday 14/3's courier (after 2pm) is in the facts; the model "
     "says yes; 'can I book Mr Hughes in for his denture fit thursday morning?' (no)", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b91_evermemos_sportive_long_route_miles_response.py", "EverMemOS async client (stand-in), asyncio",
     "the 100 route is 101.4 mi and the Whitwell diversion adds 3.5 mi, both in the context; the model leaves out "
     "the diversion; 'how long's the 100 route this year with the diversion?' (about 105 miles) gets 101.4",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH91_CONTROLS = [
    ("b91_ctl_mem0_grotto_saturday_slots_left_label.py", "mem0 infer=False, search, turn spans",
     "none; label '9 left, going by the booking site' (memory: the website showed 9 that morning, but Pam took 6 "
     "of Saturday afternoon's slots for the Brownies on the phone, not on the website yet, so 3)",
     "AnnotationError", None, None),
    ("b91_ctl_qdrant_dental_crown_fit_date_label.py", "qdrant query, script style",
     "none; label 'Wed 11 June - the crown's back on the 9th' (memory: the ticket says fit Wed 11/6, but Mrs Bell "
     "is at her daughter's in Whitby that week so she's been put in for Tue 17th 8.40)", "AnnotationError", None,
     None),
    ("b91_ctl_letta_youthclub_jade_room_why_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'so she could share with her mate Sophie' (memory: she does share with Sophie, but the room is "
     "next to Leanne's so Leanne, who's trained, hears Jade's diabetes alarm at night)", "AnnotationError", None,
     None),
    ("b91_ctl_llamaindex_agility_bramble_grade_label.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "none; label 'yes - she's on the G3 entry' (memory: she was entered in G3, but her third win at Malvern made "
     "her a Grade 4 dog and the secretary is putting her in G4 on Sunday)", "AnnotationError", None, None),
    ("b91_ctl_evermemos_sportive_marshal_kit_label.py", "EverMemOS sync client (stand-in), script style",
     "none; label 'hi-vis, phone and a chair' (memory: last year's info said bring your own hi-vis, but the club "
     "bought 40 vests handed out at the briefing so nobody needs their own: phone, flask, camp chair)",
     "AnnotationError", None, None),
]

BATCH92 = [
    ("b92_mem0_newsletter_copy_deadline_extract.py", "mem0 infer=True (scripted model), turn spans, 5 notes",
     "extraction of Linda's 3/3 note keeps the Heidelberg's service w/c 17th and the £312 for 650 and drops that "
     "Gary wants April's files by Mon 10th 5pm; 'when do you need my church bit by for the april one?' (Mon 10th, "
     "5pm) gets the standing Thursday-before-print-week noon, Thu 13th", "ExtractionError", "mem0.extract",
     "omitted_at_extraction"),
    ("b92_qdrant_hockey_u12_pitch_scoped.py", "qdrant query scoped to fixture lines, script style, 8 points",
     "Nikki's message that junior home games go to the Roundwood Park school astro (pitch B) while the club astro "
     "is re-carpeted is a 'msg', so the fixture-only query leaves it out; 'which pitch are the u12s on sunday?' "
     "(Roundwood Park, pitch B) gets the club astro pitch 1", "RetrievalError", "qdrant.query_points",
     "filtered_by_scope"),
    ("b92_chroma_funeral_cars_delete.py", "chroma delete of done tasks, script style, 8 documents",
     "the Monday tidy-up deletes the done flowers task for Mrs Ellis whose aside says the daughter rang for a "
     "second limo (grandchildren coming from Aberdeen); 'how many cars are we sending out for the Ellis funeral "
     "on friday, hearse included?' (3) gets 2", "DeletionError", "chroma.delete", "deleted"),
    ("b92_langgraph_quiz_points_gap_lost_update.py", "LangGraph store sync, two writers in threads",
     "the fixtures job puts back its stale Quizzly Bears record (212 after wk 6) with the second-half fixtures, "
     "losing Mel's edit (213: the Utrecht appeal went their way); 'how far behind the red lion are we now?' (3, "
     "216 - 213) gets 4", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b92_langchain_craftfair_power_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (table 14 by the stage, with a socket, £8 power paid); 'will I have power at my "
     "table?' (yes) gets 'can't tell, only six tables have hook-ups, bring a power bank'", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b92_letta_funeral_cars_leave_response.py", "Letta core memory block (stand-in), script style",
     "the block says cars leave the house 10.40 sharp for the 11.15 service; the model gives the service time; "
     "'what time am I pulling away from the house thursday?' (10.40) gets 11.15", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b92_llamaindex_hockey_u10_coach_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "turn 3 says Mark's on his Level 2 course on Sat 18th and Jo takes the U10s to Welwyn; the model names Mark "
     "as U10 head coach; 'who's running the u10s at welwyn on saturday?' (Jo, the U12 assistant)", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH92_CONTROLS = [
    ("b92_ctl_mem0_craftfair_stall_fee_label.py", "mem0 infer=False, search, turn spans",
     "none; label '£35 - a single table' (memory: single £35, double £60; Wendy and her daughter are going halves "
     "on a double and the daughter has paid her bit, so £30)", "AnnotationError", None, None),
    ("b92_ctl_zep_quiz_home_match_why_label.py", "Zep facts (sync client, stand-in), script style",
     "none; label 'because the Plough's back room is being redecorated' (memory: it was redone before Christmas; "
     "the Plough's landlord has a christening party booked in the back room on the 29th)", "AnnotationError",
     None, None),
    ("b92_ctl_evermemos_newsletter_rounds_label.py", "EverMemOS sync client (stand-in), script style",
     "none; label 'Church Lane, Mill Road and the Crescent' (memory: that's Peter's round, but his knee's playing "
     "up and his grandson Josh is doing the Crescent, all steps, this month)", "AnnotationError", None, None),
    ("b92_ctl_chroma_hockey_training_length_label.py", "chroma query, script style",
     "none; label 'an hour and a half - 6 till 7.30' (memory: booked 6-7.30, but the ladies' 2nds never get off "
     "before half six, so Kev has the U14s come for 6.30 and use the hour left)", "AnnotationError", None, None),
    ("b92_ctl_qdrant_funeral_day_label.py", "qdrant query, script style",
     "none; label 'Thursday 12th' (memory: the family hoped for Thu 12th, but the crem only had 9.30 that day, "
     "too early for the coach from Birmingham, so Grace took Fri 13th 2pm)", "AnnotationError", None, None),
]
BATCH93 = [
    ("b93_mem0_archery_week4_venue_extract.py", "mem0 infer=True (scripted model), turn spans, 5 notes",
     "extraction of Bev's 2/5 note keeps the six new 20lb risers (£540 from the grant) and the arm guards and drops "
     "that week 4 (Tue 13/5) is out on the club field at Rothamsted, the hall being wanted for exams; 'where are we "
     "shooting on tuesday?' (the club field at Rothamsted) gets the school sports hall", "ExtractionError",
     "mem0.extract", "omitted_at_extraction"),
    ("b93_chroma_taxi_dialysis_pickup_scoped.py", "chroma query scoped to this term's notes, script style, 7 docs",
     "the renal unit's email moving Mr Okafor to the early dialysis session (pick-up 06:45) was filed under the "
     "summer term, so the autumn-only query leaves it out; 'what time am I getting mr okafor tomorrow?' (6.45am) "
     "gets 12.30", "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b93_qdrant_lifeboat_beach_launch_delete.py", "qdrant delete of old exercise logs, script style, 7 points",
     "the monthly clear-out deletes the 1/6 exercise log whose aside says the launch tractor is in the Poole "
     "workshop 9th-20th, so the 15th goes off the harbour slipway; 'is sunday a beach launch?' (no) gets yes",
     "DeletionError", "qdrant.delete", "deleted"),
    ("b93_langgraph_escape_balance_lost_update.py", "LangGraph store sync, two writers in threads",
     "the reminder job puts back its stale Hendry hen-party booking (6 players, £100 to pay), losing Tasha's edit "
     "(8 players, £200, £150 to pay after the £50 deposit); 'how much have I got to take off the hendry lot?' "
     "(£150) gets £100", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b93_langchain_icerink_private_length_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (a double with Irina on Thursdays, 6.10-6.50, £44); 'how long is mia's lesson "
     "with irina on thurs?' (40 minutes) gets 20 minutes, the rink's standard private", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b93_letta_taxi_school_handover_response.py", "Letta core memory block (stand-in), script style",
     "the block says Jayden is handed over only to his 1:1 TA, Mrs Kaur, and that she is back this week; the "
     "model names the SENCo who covered while she was off; 'who am I handing jayden to?' (his 1:1 TA)",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b93_llamaindex_lifeboat_exercise_day_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "turn 3 says July's exercise is an evening launch on Wed 16/7 (low water's no good on the Sunday); the model "
     "says Sunday, the usual day; 'what day's the july exercise?' (Wednesday)", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH93_CONTROLS = [
    ("b93_ctl_mem0_icerink_course_fee_label.py", "mem0 infer=False, search, turn spans",
     "none; label '£95 for the ten weeks' (memory: courses are £95 a skater, but a second child on a course in "
     "the same term goes at half, and Ava's already booked, so Leo's is £47.50)", "AnnotationError", None, None),
    ("b93_ctl_zep_archery_sunday_finale_why_label.py", "Zep facts (sync client, stand-in), script style",
     "none; label 'because the school hall's floor is being varnished' (memory: that's over the summer holidays; "
     "the county judge who does the badge shoot can only get to them on a Sunday)", "AnnotationError", None,
     None),
    ("b93_ctl_evermemos_lifeboat_tractor_crew_label.py", "EverMemOS async client (stand-in), asyncio, turn spans",
     "none; label 'Mick and Jase' (memory: the rota says so, but Jase is away at his sister's wedding in Cardiff "
     "that weekend and Ollie, signed off on the tractor in July, said he'd do the Sunday)", "AnnotationError",
     None, None),
    ("b93_ctl_chroma_escape_corporate_date_label.py", "chroma query, script style",
     "none; label 'Friday the 14th at 6' (memory: the firm asked for Fri 14/11 6pm, but Friday at 6 had gone to "
     "the Vauxhall party and Sat 15th at 11 suited them anyway; booked and invoiced)", "AnnotationError", None,
     None),
    ("b93_ctl_qdrant_taxi_monday_kids_label.py", "qdrant query, script style",
     "none; label 'four' (memory: route 7 lists four children, but Ellie-May's mum drives her in herself on "
     "Mondays, physio first, so three)", "AnnotationError", None, None),
]

BATCH94 = [
    ("b94_mem0_knitting_dropoff_extract.py", "mem0 infer=True (scripted model), turn spans, 5 notes",
     "extraction of Sue's 30/9 note keeps the 10 extra twiddlemuffs and drops that the hospice reception is being "
     "refitted all October and drop-offs go to the hospice charity shop on Bancroft (next to Boots), Sat 9-12; "
     "'where am I taking my blankets on saturday?' (the Bancroft charity shop) gets the hospice reception",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b94_qdrant_bowls_start_time_scoped.py", "qdrant query scoped to this month's posts, script style, 8 points",
     "Jim's 27/4 post (Wheathampstead have a wedding do, so Sat 10/5 starts 1.30, not 2.30) is from April, so the "
     "posted>=1 May query leaves it out; 'what time do we start at wheathampstead on sat?' (1.30) gets the card's "
     "2.30", "RetrievalError", "qdrant.query_points", "filtered_by_scope"),
    ("b94_chroma_canal_kestrel_nights_delete.py", "chroma delete of 'back' handover sheets, script style, 8 documents",
     "the month-end clear-out deletes Kestrel's 9/8 return sheet whose aside says Mrs Okafor wants the whole "
     "half-term week (Sat 25/10 - Sat 1/11), not the pencilled Fri-Mon; 'how long have the okafors got kestrel "
     "for at october half term?' (7 nights) gets 3 nights", "DeletionError", "chroma.delete", "deleted"),
    ("b94_langgraph_chess_top_board_lost_update.py", "LangGraph store sync, two writers in threads",
     "the fixtures job puts back its stale A-team record (1 Tom 178, 2 Priya 171) with Thursday's match, losing "
     "Hugh's new order from the January list (Priya 183 on top board); 'who's on top board for us thursday?' "
     "(Priya) gets Tom", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b94_langchain_blood_donor_slot_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (booked on the app, Thu 16/10 Civic Centre, 12.20 slot); 'have I actually got a "
     "slot on thurs or do I just turn up?' (yes, 12.20) gets 'can't see a booking, book or chance a walk-in'",
     "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b94_zep_bowls_teas_total_response.py", "Zep facts (sync client, stand-in), script style",
     "facts say £4.50 a head, the home club pays for both sides' teas, Sat v Harpenden is 4 rinks of fours; the "
     "model counts only the club's 16; 'how much do I need to leave out for rosie for saturday's teas?' (£144) "
     "gets £72", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b94_llamaindex_canal_heron_return_day_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "turn 2 says Heron is out Mon 11/8 and back by 9.30am Fri 15/8 (4 nights); the model says Thursday the 14th; "
     "'what day are the hendersons bringing heron back?' (Friday)", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH94_CONTROLS = [
    ("b94_ctl_mem0_blood_donor_doors_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'half one, for the afternoon session' (memory: usual 1.30-3.30 and 5-7.30, but on Thu 18th the "
     "lunch club has the hall till 4, so it's just the evening one, doors 4.45)", "AnnotationError", None, None),
    ("b94_ctl_qdrant_canal_balance_label.py", "qdrant query, script style",
     "none; label '£940 - the balance due on the day' (memory: £1,240 less the £300 deposit = £940, but Mrs "
     "Okafor transferred £400 towards it on 3/9, so £540)", "AnnotationError", None, None),
    ("b94_ctl_chroma_chess_rapidplay_team_label.py", "chroma query, script style",
     "none; label 'Tom, Priya and Hugh' (memory: that was the team, but Hugh's sister's wedding is in York that "
     "Saturday and he's not back till Sunday night; Ewan's happy to sit in)", "AnnotationError", None, None),
    ("b94_ctl_letta_bowls_presentation_date_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'Friday 3rd October' (memory: the committee wanted 3/10, but the Pattersons have the function "
     "room that weekend for a wedding do; everyone can do Fri 10th, so that's the night)", "AnnotationError",
     None, None),
    ("b94_ctl_evermemos_knitting_sewing_up_why_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'her arthritis has got too bad for it' (memory: her hands were bad last year but are much "
     "better since the injections; she's in Perth seeing her son and grandchildren 2 Oct - 14 Nov)",
     "AnnotationError", None, None),
]
BATCH95 = [
    ("b95_mem0_piano_hale_day_extract.py", "mem0 infer=True (scripted model), turn spans, 5 notes",
     "extraction of the 6/7 note keeps Mrs Hale's sticking middle C and drops that her daughter rang to move the "
     "tuning from Tue 14th (cataract op) to Thu 16th in the afternoon (carer till 1.30); 'what day am I at mrs "
     "hale's this week?' (Thursday afternoon) gets the diary's Tuesday 10.30", "ExtractionError", "mem0.extract",
     "omitted_at_extraction"),
    ("b95_chroma_minibus_pickup_scoped.py", "chroma query scoped to one trip's notes, script style, 8 documents",
     "Pam's notice moving every trip's pick-up to the Co-op car park on Bridge St (Market Sq coned off for the gas "
     "main) is tagged trip='all', so the trip='bourton-18jul' query leaves it out; 'where do i get on for bourton "
     "on saturday?' (the Co-op car park) gets the Market Sq clock", "RetrievalError", "chroma.query",
     "filtered_by_scope"),
    ("b95_qdrant_cricket_umpire_delete.py", "qdrant delete of last season's match reports, script style, 8 points",
     "the start-of-season clear-out deletes the 13/9/35 report whose aside says Dave's given up umpiring (knees) "
     "and Clive Barnes (Ollie's dad) stands at home games from 2036; 'who's umpiring for us at home on "
     "saturday?' (Clive Barnes) gets Dave from the 2034 contacts note", "DeletionError", "qdrant.delete",
     "deleted"),
    ("b95_langgraph_fair_floats_lost_update.py", "LangGraph store sync, two writers in threads",
     "the rota job puts back its stale money record (tombola £20, cakes £30, bric-a-brac £15) with the counting-up "
     "line, losing Sarah's new floats (cakes £50, plants £10); 'how much change do I need to get out on friday "
     "for all the floats?' (£95) gets £65", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b95_langchain_hairdresser_perm_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (Mrs Pike wants a perm on Weds, 2.5 hrs); 'how long do I need to block out for "
     "mrs pike on weds?' (two and a half hours) gets 45 minutes for a set", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b95_letta_cricket_kit_list_response.py", "Letta core memory block (stand-in), script style",
     "the block says whites, £8 match fee cash only, and bring-a-plate teas as Jen's oven's died; the model leaves "
     "out the plate; 'what do I need to bring tomorrow?' (whites, £8 cash, food for the tea)", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b95_llamaindex_minibus_seats_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "memory has a 16-seater, 10 booked, and Mrs Dunn's wheelchair bay folding up 3 seats; the model says 6 left; "
     "'how many more can I sell for whitby?' (3)", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH95_CONTROLS = [
    ("b95_ctl_mem0_hairdresser_price_label.py", "mem0 infer=False, search, turn spans",
     "none; label '£18' (memory: cut and blow-dry is £18 on the price list, but Meadowbank give Lou the room and "
     "towels free so their ladies get £2 off; Dorothy is at Meadowbank, so £16)", "AnnotationError", None, None),
    ("b95_ctl_qdrant_piano_school_date_label.py", "qdrant query, script style",
     "none; label 'Friday 17th July' (memory: that's the school's summer concert; the tuning is booked for Wed "
     "15/7 at 4.15, a couple of days before)", "AnnotationError", None, None),
    ("b95_ctl_zep_fair_tombola_why_label.py", "Zep facts (sync client, stand-in), script style",
     "none; label 'she's leaving the PTA - going part-time in September' (memory: that's from September; on the "
     "fair weekend she's away with Year 6 at Condover Hall, Fri 3 - Sun 5 July)", "AnnotationError", None, None),
    ("b95_ctl_evermemos_cricket_teas_yesno_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'yes - she's down on the rota for the 9th' (memory: she is, but the 9th is away at Aldbury "
     "Rovers and the club only lays on teas for home games)", "AnnotationError", None, None),
    ("b95_ctl_chroma_fair_cake_setup_time_label.py", "chroma query, script style",
     "none; label 'half ten' (memory: stallholders set up from 10.30, but the cake stall's in the hall, which the "
     "Year 2 rehearsal has till 11.15)", "AnnotationError", None, None),
]

BATCH96 = [
    ("b96_mem0_puppy_vet_time_extract.py", "mem0 infer=True (scripted model), turn spans, 5 notes",
     "extraction of Claire's 10/3 note keeps Bramble's worming tablets and drops that the pup vet is off thurs "
     "morning so the check is 4.40 the same day; 'what time am I taking bramble to the vets tmrw?' (twenty to "
     "five) gets 10.15", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b96_qdrant_radio_carnival_venue_scoped.py", "qdrant query scoped to kind=ob-plan, script style, 8 points",
     "the council's forwarded email (bandstand fenced off for resurfacing, broadcast point is the Rhodes Arts "
     "Centre foyer) is kind 'email', so the planning-sheet-only query leaves it out; 'where am i actually setting "
     "up on saturday for the carnival?' (Rhodes foyer) gets the bandstand", "RetrievalError",
     "qdrant.query_points", "filtered_by_scope"),
    ("b96_chroma_selfbuild_blocks_delete.py", "chroma delete of 'checked' delivery notes, script style, 8 documents",
     "Friday's clear-out deletes the 4/3 blocks delivery note (only 14 pallets came, rest on the next run); the "
     "order says 16; 'how many pallets of blocks are still to come?' (2) gets none outstanding", "DeletionError",
     "chroma.delete", "deleted"),
    ("b96_langgraph_flowers_wedding_lost_update.py", "LangGraph store sync, two writers in threads",
     "the weddings job puts back its stale week record (arranger Pat) with the Harding-Cole wedding, losing "
     "Jean's edit (Val arranging, Pat laid up after her hip op); 'who's doing the flowers for saturday's "
     "wedding?' (Val) gets Pat", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b96_langchain_rugby_tour_return_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (coach back at the club about 4pm Mon 7/4); 'what day do they get back again?' "
     "(Monday) gets late Sunday after the festival", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b96_zep_radio_fete_kit_list_response.py", "Zep facts (sync client, stand-in), script style",
     "facts say take the Comrex, the two SM58s + stands, and the 25m cable reel (no power on the field); the "
     "model leaves out the reel; 'what do i need to grab from the studio for tomorrow's fete?' (all three)",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b96_llamaindex_selfbuild_slab_wait_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "turn 2 says no blockwork on the garage slab for 7 days min, full loading not for 28; the model says 28 "
     "days; 'how long ... before the brickies can start on the garage slab?' (a week)", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH96_CONTROLS = [
    ("b96_ctl_mem0_rugby_tour_balance_label.py", "mem0 infer=False, search, turn spans",
     "none; label '£185 - what's left after the deposit' (memory: balance £185 each after the £60 deposit, but "
     "the committee said the bag pack money comes £60 off everyone's balance, so £125)", "AnnotationError", None,
     None),
    ("b96_ctl_qdrant_puppy_juno_why_label.py", "qdrant query, script style",
     "none; label 'she cut her paw on some glass' (memory: she did on 5/3, but the pad healed by 13/3; she came "
     "into season on 18/3 and is kept away from group walks for about 3 weeks)", "AnnotationError", None, None),
    ("b96_ctl_chroma_flowers_week_off_label.py", "chroma query, script style",
     "none; label 'yes - it's her turn on the list' (memory: the rota has Margaret on the 21st, but the Saturday "
     "wedding's flowers stay in for Sunday and the vicar says the rota arranger then gets the week off)",
     "AnnotationError", None, None),
    ("b96_ctl_letta_radio_duck_race_time_label.py", "Letta core memory block (stand-in), script style",
     "none; label '11 o'clock, when the stalls open' (memory: the organisers asked for 11, but Keith's phone-in "
     "with the RHS guest runs 11-1 and can't shift, so live from the river at 1.05 after the news)",
     "AnnotationError", None, None),
    ("b96_ctl_evermemos_selfbuild_signoff_date_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'Tuesday 14th October' (memory: pencilled for 14/10, but the inspector won't come without the "
     "electrical cert, due by the 22nd; earliest slot after that is Thu 23/10 9am, 'so that's us')",
     "AnnotationError", None, None),
]
BATCH97 = [
    ("b97_mem0_coop_collection_day_extract.py", "mem0 infer=True (scripted model), turn spans, 5 notes",
     "extraction of Bea's 17/2 note keeps the 3kg lentil bags and drops that the pallet lands weds so collection "
     "is thurs 20th 6.30-8; 'what day's collection this wk?' (Thursday the 20th) gets Tuesday as usual",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b97_chroma_toollib_deposit_scoped.py", "chroma query scoped to kind=loan, script style, 7 documents",
     "the repair note (pressure washer lance snapped, £15 of Raj's deposit kept) is kind 'repair', so the "
     "loan-cards-only query leaves it out; 'how much of my deposit am i getting back?' (£25) gets all £40",
     "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b97_qdrant_stables_farrier_delete.py", "qdrant delete of 'done' farrier visits, script style, 8 points",
     "Thursday's clear-out deletes the 4/3 farrier visit (Biscuit's near fore shoe off, Jim back sat 8am, nobody "
     "rides her till she's shod); 'is Ellie ok on Biscuit at 5 today?' (no) gets yes", "DeletionError",
     "qdrant.delete", "deleted"),
    ("b97_langgraph_orchestra_brass_room_lost_update.py", "LangGraph store sync, two writers in threads",
     "the timetable job puts back its stale brass record (Music Rm 2) with the sectional times, losing Claire's "
     "edit (sports hall stage, piano exams in Music Rm 2 all week); 'which room are the brass in tmrw morning?' "
     "(sports hall stage) gets Music Room 2", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b97_langchain_panto_usher_time_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (ushers in by 6.15 for the green room briefing, doors 6.30); 'what time do the "
     "ushers have to be in?' (6.15) gets half six", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b97_zep_panto_raffle_total_response.py", "Zep facts (sync client, stand-in), script style",
     "facts give the raffle £212 thurs, £305.50 fri, none at the matinee, £398 sat night; the model leaves out "
     "Thursday and says £703.50; 'how much did the raffle make altogether?' (£915.50)", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b97_llamaindex_coop_olive_oil_why_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "turn 2 says Suma only sell the 5L olive oil by the case of 6 and only 4 names are down; the model says "
     "Suma are out of stock; 'why are we not getting the olive oil this month?' (not enough for a case)",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH97_CONTROLS = [
    ("b97_ctl_mem0_panto_raffle_draw_time_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'ten past eight, in the interval' (memory: the raffle is drawn in the interval each night, "
     "interval abt 8.10, but Saturday's draw is by Cllr Price, who is at a library opening first and won't be "
     "there till gone 9, so it's after the walkdown, abt 9.30)", "AnnotationError", None, None),
    ("b97_ctl_letta_orchestra_cello_tutor_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'Anna, the cello tutor' (memory: Anna tutors the cellos all week, but she's at her daughter's "
     "graduation in Leeds on the Wednesday, so Tom the bass tutor has cellos and basses together)",
     "AnnotationError", None, None),
    ("b97_ctl_evermemos_stables_lessons_left_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '3 - she's done half of her 6' (memory: block of 6, three Saturdays in, but the lame-pony "
     "Saturday was stable management that Jo won't take off the block, so 2 used and 4 left)",
     "AnnotationError", None, None),
    ("b97_ctl_chroma_coop_pickup_list_label.py", "chroma query, script style",
     "none; label 'oats, lentils and the dates' (memory: Rachel's split includes half the dates, but Kate is "
     "having Rachel's half as she's away in Cornwall at half term, so oats and lentils)", "AnnotationError",
     None, None),
    ("b97_ctl_qdrant_toollib_steamer_loan_label.py", "qdrant query, script style",
     "none; label 'a week - same as all the loans' (memory: loans are a week, but the wallpaper steamer has 5 "
     "people waiting for it, so 3 nights max till June)", "AnnotationError", None, None),
]

BATCH98 = [
    ("b98_mem0_driving_test_day_extract.py", "mem0 infer=True (scripted model), turn spans, 5 notes",
     "extraction of the 13/6 note keeps Kayleigh's 2hr lesson on the morning of her test and drops that her test "
     "was put to Mon 30th 2.28pm (her nan's funeral is the 26th); 'what day's kayleigh's test now?' (Monday 30th) "
     "gets Thursday 26th", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b98_qdrant_cat_rescue_dental_vet_scoped.py", "qdrant query scoped to kind=cat-record, script style, 8 points",
     "Baldock Vets' forwarded email (dental x-ray out of action, Pickle's dental at the Royston branch on Melbourn "
     "St) is kind 'vet-email', so the cat-record-only query leaves it out; 'which vets am i taking pickle to "
     "tmrw?' (Royston) gets Baldock", "RetrievalError", "qdrant.query_points", "filtered_by_scope"),
    ("b98_chroma_apiary_extraction_hives_delete.py", "chroma delete of 'actioned' inspection notes, script style, "
     "8 documents",
     "the clear-out deletes the 2/8 inspection note (hive 4 has Apivar strips in for 6 wks, no honey off it this "
     "year); the plan says supers off hives 1-5; 'how many hives are we getting honey off on saturday?' (4) gets "
     "all five", "DeletionError", "chroma.delete", "deleted"),
    ("b98_langgraph_openday_coach_time_lost_update.py", "LangGraph store sync, two writers in threads",
     "the costs job puts back its stale Nottingham trip record (coach 8.00) with the cost per head, losing Mr "
     "Okafor's edit (coach 7.15, the talks moved to 10); 'what time's the coach going for the nottingham open day "
     "on friday?' (quarter past seven) gets 8", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b98_langchain_funrun_water_station_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (bandstand water station is the Rotary club's, Brian their president); 'who's "
     "looking after the water station by the bandstand again?' (the Rotary) gets the Cubs", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b98_zep_cat_rescue_pickup_list_response.py", "Zep facts (sync client, stand-in), script style",
     "facts say adopters bring photo ID with their address, and the Hendersons bring two carriers (fee paid online "
     "before); the model leaves out the ID; 'what do we need to bring ... to collect salt and pepper?' (ID and two "
     "carriers)", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b98_llamaindex_openday_early_coach_why_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "turn 1 says the Leeds coach goes at 6.15 because the M1 roadworks add nearly an hour and the 10am talks "
     "don't let latecomers in; the model blames the driver's hours (turn 3, about the return); 'remind me why the "
     "leeds coach has to go so early?'", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH98_CONTROLS = [
    ("b98_ctl_mem0_driving_lessons_left_label.py", "mem0 infer=False, search, turn spans",
     "none; label '5 left on her block' (memory: 5 left after 24/5, but she's had two lessons since and her dad "
     "sent £170 for 5 more, so 8)", "AnnotationError", None, None),
    ("b98_ctl_letta_funrun_route_length_label.py", "Letta core memory block (stand-in), script style",
     "none; label '5k - two laps of the common' (memory: the usual 5k laps, but the pond path is shut for the "
     "nesting birds and Steve's loop that misses it is 6.3k, 'we'll just call it the fun 6k')", "AnnotationError",
     None, None),
    ("b98_ctl_evermemos_cat_rescue_biscuit_yesno_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'yes - he's still on the website' (memory: he is, for now, but Jan and Rob are keeping him, "
     "paperwork signed Saturday, Nicola taking him off the site this week)", "AnnotationError", None, None),
    ("b98_ctl_chroma_openday_parent_cost_label.py", "chroma query, script style",
     "none; label '£24 - the coach split between the 46' (memory: £24 each on the trip sheet, but the PTA are "
     "paying the Sheffield coach bill in full from the summer fair)", "AnnotationError", None, None),
    ("b98_ctl_langgraph_apiary_extraction_place_label.py", "LangGraph store sync, turn spans",
     "none; label 'the kitchen at Shephall village hall' (memory: the event record says the hall as usual, but "
     "the kitchen is being refitted all August and the committee was happy with Jenny's barn at Rushden Farm)",
     "AnnotationError", None, None),
]
BATCH99 = [
    ("b99_mem0_wedding_group_shots_extract.py", "mem0 infer=True (scripted model), turn spans, 5 notes",
     "extraction of the 'the 14th' note keeps Ellie's 10.45 sparkler exit and drops that the group shots are in "
     "the walled garden behind the orangery (the front lawn is dug up for drainage); 'where are we doing the group "
     "shots at the hadley wedding sat?' (walled garden) gets the front lawn", "ExtractionError", "mem0.extract",
     "omitted_at_extraction"),
    ("b99_qdrant_dogshow_ringside_time_scoped.py", "qdrant query scoped to dog=Poppy, script style, 8 points",
     "the show secretary's email (reserve judge, Beardies not before ~11.30, ringside from 11.15) is filed under "
     "dog 'all', so the Poppy-only query leaves it out; 'what time do i need poppy ringside tmrw?' (11.15) gets "
     "10am", "RetrievalError", "qdrant.query_points", "filtered_by_scope"),
    ("b99_chroma_parish_mag_garage_paid_delete.py", "chroma delete of last year's records, script style, "
     "8 documents",
     "the new-year clear-out deletes the 28/11/35 record (Green's Garage paid two years at once, covered all of "
     "2036); the renewals list says nothing back from Green's; 'do i need to chase green's garage ... this year?' "
     "(no) gets yes", "DeletionError", "chroma.delete", "deleted"),
    ("b99_langgraph_mrt_vehicle_seats_lost_update.py", "LangGraph store sync, two writers in threads",
     "the checks job puts back its stale Rescue 2 record (on the run, 9 seats) with the check log, losing Andy's "
     "edit (off the road, gearbox, at the garage till the 21st); 'how many seats have we got in the vehicles for "
     "saturday's training?' (10) gets 19", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b99_langchain_uniform_sale_day_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (preloved sale Wed 8/10 after school, small hall); 'what day's the preloved sale "
     "again?' (Wednesday 8th) gets Friday 17th (the disco)", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b99_zep_mrt_night_nav_kit_response.py", "Zep facts (sync client, stand-in), script style",
     "facts say head torch with spare batteries, your own compass, OL30 in a map case; the model leaves out the "
     "compass; 'what do i need to bring for thursday's night nav?'", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b99_llamaindex_wedding_balance_owed_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "turns 1-2 say £2,400 package, £500 deposit paid, £350 album on top; the model leaves out the album and says "
     "£1,900; 'how much do the hadleys still owe me?' (£2,250)", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH99_CONTROLS = [
    ("b99_ctl_mem0_lost_property_how_long_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'a fortnight' (memory: two weeks in the box, but Mrs Patel has had enough of the space it takes "
     "and after half term it's one week then the preloved rail)", "AnnotationError", None, None),
    ("b99_ctl_letta_dogshow_bramble_why_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'her entry missed the closing date (4/8)' (memory: both entries posted 1/8 and arrived; Bramble "
     "came into season on 2/9 and stays home with Mum)", "AnnotationError", None, None),
    ("b99_ctl_evermemos_parish_mag_proof_date_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'the 18th of November, as usual' (memory: proofs back by the 18th normally, but the printers "
     "shut 16-23 Nov for a new press, so December's are back Mon 10th)", "AnnotationError", None, None),
    ("b99_ctl_chroma_mrt_team_leader_oncall_label.py", "chroma query, script style",
     "none; label 'Dave H, the deputy TL' (memory: his weekend on the rota, but his daughter's wedding is on the "
     "12th and Ruth said she'll do it for him)", "AnnotationError", None, None),
    ("b99_ctl_langgraph_uniform_order_owed_label.py", "LangGraph store sync, turn spans",
     "none; label '£42.50' (memory: the order total, but the Rotary grant pays for each reception starter's first "
     "jumper, take £14 off, so £28.50)", "AnnotationError", None, None),
]

BATCH100 = [
    ("b100_mem0_tennis_redball_length_extract.py", "mem0 infer=True (scripted model), turn spans, 5 notes",
     "extraction of the 29.10 note keeps Olly helping on court 6 and drops that the red ball squad goes to 1hr30 on "
     "Saturdays (9 till 10.30) from the 8th; 'how long is the red ball session on a saturday?' (90 minutes) gets an "
     "hour", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b100_chroma_removals_move_day_scoped.py", "chroma query scoped to kind=job-sheet, script style, 7 documents",
     "the office's log of Mrs Patel's call (completion not till Friday, do everything on the Fri) is kind "
     "'office-log', so the job-sheet-only query leaves it out; 'what day we doing the patels in the end?' (Fri "
     "21st) gets Thursday", "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b100_qdrant_cottage_linen_bags_delete.py", "qdrant delete of 'done' changeover notes, script style, 8 points",
     "the Sunday clear-out deletes the 2/8 Swallow changeover note (owner's sofa bed in the snug, made up every "
     "changeover, 4 linen bags not 3); the record says 3 bed = 3 bags; 'how many bags do i pick up ... for swallow "
     "tmrw?' (4) gets 3", "DeletionError", "qdrant.delete", "deleted"),
    ("b100_langgraph_choir_warmup_place_lost_update.py", "LangGraph store sync, two writers in threads",
     "the robes job puts back its stale St Mary's record (warm-up in the choir vestry) with the red stoles, losing "
     "Helen's edit (warm-up in the Methodist hall over the road, Brand St); 'where do we warm up on saturday for st "
     "marys?' (the Methodist hall) gets the vestry", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b100_langchain_show_prize_float_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (24 classes, £3/£2/£1 prizes, £10 Best in Show); 'how much cash do i need ... for "
     "the prize envelopes?' (£154) gets £150 like last year", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b100_zep_removals_storage_bill_response.py", "Zep facts (sync client, stand-in), script style",
     "facts say 2 containers, £28 a week each, six weeks, first week free on each container (autumn offer); the "
     "model leaves out the free week; 'what will the storage come to altogether?' (£280) gets £336", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b100_llamaindex_tennis_trial_bring_list_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "turns 1, 3 and 4 say the signed consent form, a packed lunch (the café is shut) and the British Tennis "
     "numbers; the model leaves out the lunch; 'what do zara and finn need to bring on sunday apart from rackets?'",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH100_CONTROLS = [
    ("b100_ctl_mem0_choir_organist_who_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'Dennis Hughes, our regular organist' (memory: Dennis on the organ as always, but his hip op came "
     "through for 8 Dec, off his feet six weeks; Fiona Marsh from St Andrew's said yes to the 14th)",
     "AnnotationError", None, None),
    ("b100_ctl_letta_cottage_start_time_label.py", "Letta core memory block (stand-in), script style",
     "none; label '10am' (memory: guests out by 10 as a rule, but the Robinsons asked to hang on till 12 for their "
     "ferry and the owner said fine)", "AnnotationError", None, None),
    ("b100_ctl_evermemos_show_entry_fee_yesno_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'yes, £2.40 - two lots of 3 for £1.20' (memory: the schedule's 50p a class, 3 for £1.20, but the "
     "parish council grant pays everyone's entries this year, 'just the forms, no cash')", "AnnotationError",
     None, None),
    ("b100_ctl_qdrant_removals_storage_weeks_label.py", "qdrant query, script style",
     "none; label '4 weeks' (memory: the job sheet says booked 4 wks, but Mrs Green asked to keep their things till "
     "Easter Monday 14/4 because of damp at the new house, so six weeks from 3/3)", "AnnotationError", None, None),
    ("b100_ctl_langchain_tennis_moveup_why_label.py", "LangChain chat history (whole history), turn spans",
     "none; label 'she's turned 9, the age for yellow ball' (memory: yellow is normally 9-10s and Maisie turns 9 in "
     "March, but she's 8 and Dan moved her up for her rallying and serve)", "AnnotationError", None, None),
]
BATCH101 = [
    ("b101_mem0_vegbox_drop_day_extract.py", "mem0 infer=True (scripted model), turn spans, 5 notes",
     "extraction of the 11/6 note keeps Mrs Ashworth's spuds-for-greens swap and drops that her box goes with the "
     "Newnham lot on Fri from next wk (she's at her daughter's every Weds); 'which day am i dropping mrs ashworths "
     "box this wk?' (Friday) gets Wednesday", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b101_chroma_swim_sunday_time_ranked_out.py", "chroma query with n_results=3, script style, 8 documents",
     "Jo's safety note (the RNLI kayaker can't be out before 9 on the 20th, so in the water 9.15, meet 9) ranks "
     "below the top 3; the plan says 8am; 'what time we in the water sunday?' (9.15) gets 8am", "RetrievalError",
     "chroma.query", "ranked_below_top_k"),
    ("b101_qdrant_hall_key_pickup_delete.py", "qdrant delete of 'past' booking notes, script style, 8 points",
     "the 1/8 clear-out deletes the 29/7 Pilates booking note with the aside that Mrs Pryce is in Whitby all Aug, "
     "keys from the post office counter till 1/9; the standing note says Mrs Pryce, 4 Church Lane; 'where do i go "
     "to get the key for saturday?' (the post office) gets Church Lane", "DeletionError", "qdrant.delete",
     "deleted"),
    ("b101_langgraph_bells_conductor_lost_update.py", "LangGraph store sync, two writers in threads",
     "the band job puts back its stale quarter-peal record (Martin calling) with the bells filled in, losing Gill's "
     "edit (Martin's got flu, Gill calling); 'who's calling the quarter on sunday?' (Gill, the ringing master) "
     "gets Martin", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b101_langchain_party_balance_owed_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (balloon add-on £25, £50 deposit paid); turn 2's £180 show stays; 'how much have "
     "i got to collect off mrs harris on the day?' (£155) gets £180", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b101_llamaindex_swim_window_length_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the chat says the RIB's on the water from 7.30 and everyone out by 9 (the ebb); the model runs to the café "
     "opening at 9.30; 'how long have we actually got in the water sat?' (1h30) gets two hours", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b101_zep_hall_kitchen_yesno_response.py", "Zep facts (sync client, stand-in), script style",
     "facts say the kitchen floor's being relaid Mon 3/3-Fri 7/3, kitchen shut all week; the model says the "
     "Brownies can use it; 'can we use the kitchen next tues for the pancake badge?' (no) gets yes",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH101_CONTROLS = [
    ("b101_ctl_mem0_bells_peal_date_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'Sat 18 October' (memory: the peal was pencilled for the 18th, but the Page wedding has the "
     "tower at 2 that day, 'so no peal that day ... I've booked us the 25th')", "AnnotationError", None, None),
    ("b101_ctl_letta_party_headcount_label.py", "Letta core memory block (stand-in), script style",
     "none; label '20 - her whole class' (memory: booked for 20, 3 off with chickenpox, the cousins' twins coming "
     "from Leeds, so 19)", "AnnotationError", None, None),
    ("b101_ctl_evermemos_vegbox_skip_why_label.py", "EverMemOS sync client (stand-in), script style",
     "none; label 'the van got a puncture so the round didn't get done' (memory: puncture, but every box out by 2; "
     "the Bensons are in Cornwall a fortnight and asked for none on the 8th or 15th)", "AnnotationError", None,
     None),
    ("b101_ctl_qdrant_swim_night_kit_label.py", "qdrant query, script style",
     "none; label 'a lit tow float and a wetsuit' (memory: tow float with a light, a glow stick on the goggle "
     "strap, warm things for after; wetsuits only a must Oct-Apr, 'your call in sept')", "AnnotationError", None,
     None),
    ("b101_ctl_langgraph_hall_cleaner_time_label.py", "LangGraph store sync, one root span per turn",
     "none; label '8am, the usual Sunday slot' (memory: the rota says Sun 8am, but Dawn said she'll go in at 7 as "
     "the Methodists want the hall from 9.30 and a 40th needs a good 2 hrs)", "AnnotationError", None, None),
]

BATCH102 = [
    ("b102_mem0_groomer_biscuit_time_extract.py", "mem0 infer=True (scripted model), turn spans, 5 notes",
     "extraction of the 3.12 note keeps Biscuit's shorter ears and drops that he's put back to 2.45 after Pickle "
     "(Mrs Adeyemi has the school nativity); 'what time's biscuit booked in tmrw?' (quarter to three) gets 11.30",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b102_chroma_florist_setup_day_scoped.py", "chroma query scoped to kind=order, script style, 7 documents",
     "Ellie Henderson's email (a 40th in the barn on the Friday night, florists from 7am Saturday) is kind "
     "'client-email', so the order-only query leaves it out; 'when are we setting up at hexton for the "
     "hendersons?' (Saturday from 7am) gets Friday from 4pm", "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b102_qdrant_libraryvan_barkway_stay_delete.py", "qdrant delete of 'done' requests, script style, 8 points",
     "the month-end clear-out deletes the done request from Barkway school (stay 45 mins, 1.30-2.15, from 1 May, "
     "every visit); the stop record says 1.30-2pm (30 min); 'how long are we parked at barkway tmrw?' (45 min) "
     "gets half an hour", "DeletionError", "qdrant.delete", "deleted"),
    ("b102_langgraph_football_u11_pitches_lost_update.py", "LangGraph store sync, two writers in threads",
     "the team-sheets job puts back its stale U11 record (pitches 3 + 4, bottom field) with the sheets, losing "
     "Mark's edit (7 + 8 on the top field by the car park, 3 is boggy); 'which pitches are our u11s on "
     "tomorrow?' (7 and 8) gets 3 and 4", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b102_langchain_garden_gloves_count_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (8 on the sign-up sheet incl. Bev and 3 Scouts); 'how many pairs of gloves do i "
     "need to bring sat?' (10, with Priya and her sister) gets 8 from October's 6", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b102_zep_florist_roses_order_response.py", "Zep facts (sync client, stand-in), script style",
     "facts say 12 tables x 5 ivory roses, a 20-rose bouquet, 3 posies x 6, and 30 ivory roses left in the cold "
     "room for the Khans; the model leaves out the cold room; 'how many ivory roses do i put on the wholesale "
     "order?' (68) gets 98", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b102_llamaindex_libraryvan_sandon_why_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "turn 3 says Sandon's hall car park is being resurfaced w/c 9/3 and the lane's too narrow for the van; the "
     "model blames Mike's week off (w/c 16/3); 'why aren't we doing sandon next tues?'", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH102_CONTROLS = [
    ("b102_ctl_mem0_groomer_teddy_price_label.py", "mem0 infer=False, search, turn spans",
     "none; label '£45 (large dog, full groom)' (memory: £45 is the large full groom and what Teddy paid last "
     "time, but this booking is just a bath and tidy, £28, as he's still short from the shave-down)",
     "AnnotationError", None, None),
    ("b102_ctl_letta_football_final_ref_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'Gary Moss - he's the pitch 1 ref' (memory: Gary refs pitch 1 all day, but his lad plays for "
     "Ashwell, who won their semi, and Pete said he'd come over to do the final)", "AnnotationError", None, None),
    ("b102_ctl_evermemos_libraryvan_therfield_day_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'Wednesday 11th - second Wednesday as always' (memory: the van's MOT is the only slot on Wed "
     "11/3, and Therfield's clerk agreed Thu 12/3, same time)", "AnnotationError", None, None),
    ("b102_ctl_qdrant_florist_grandad_buttonhole_label.py", "qdrant query, script style",
     "none; label 'yes, he's one of the eight on the Graham order' (memory: the order lists grandad Len among 8 "
     "buttonholes, but the bride says he isn't well enough to travel and will watch the livestream, 7 on the "
     "day)", "AnnotationError", None, None),
    ("b102_ctl_langgraph_garden_shed_tools_label.py", "LangGraph store sync, turn spans",
     "none; label 'the edger, the spades and the loppers' (memory: the plan lists loppers for the brambles, but "
     "Rob's bringing his strimmer for them, 'loppers would take all day on that lot', and the woodchip needs the "
     "wheelbarrow and forks)", "AnnotationError", None, None),
]
BATCH103 = [
    ("b103_mem0_brewery_band_start_extract.py", "mem0 infer=True (scripted model), turn spans, 5 notes",
     "extraction of the 5.3. note keeps the band's extra sockets and squash and drops that Jodie (support, 7.15) "
     "pulled out and the Loose Screws do two sets from half 7; 'what time do the band start tmrw?' (7.30) gets 8",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b103_chroma_physio_pilates_room_scoped.py", "chroma query scoped to kind=timetable, script style, 8 documents",
     "reception's note (Studio 2 floor re-sealed w/c 2/3, Tues 6pm mat class goes up to Room 4, the gym) is kind "
     "'facilities', so the timetable-only query leaves it out; 'which room's the tues 6 o'clock pilates in this "
     "week?' (Room 4 upstairs) gets Studio 2", "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b103_qdrant_railway_tables_sum_delete.py", "qdrant delete of 'actioned' requests, script style, 8 points",
     "the start-of-month clear-out deletes the actioned request (Kingsbridge Quay grew a fiddle yard, 6 tables not "
     "4); the layout record says 4, Ashby Junction 3; 'how many trestles for kingsbridge and ashby between them?' "
     "(9) gets 7", "DeletionError", "qdrant.delete", "deleted"),
    ("b103_langgraph_dogshow_judge_lost_update.py", "LangGraph store sync, two writers in threads",
     "the rosettes job puts back its stale Waggiest Tail record (judge Mrs Pryce, WI chair) with the envelope note, "
     "losing Sue's edit (the vicar, Mrs Pryce is judging the WI cake tent at the same time); 'who's judging "
     "waggiest tail tmrw?' (the vicar) gets Mrs Pryce", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b103_langchain_pta_setup_time_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (volunteers in from 2.30, doors 3.15); 'how long have we got to set up before "
     "doors on thurs?' (45 min) gets about 20 minutes from last summer's sale", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b103_zep_pta_takings_response.py", "Zep facts (sync client, stand-in), script style",
     "facts say cash tin £212.50, a £50 float from the office going back, card reader £96, book tin £38.20; the "
     "model leaves the float in; 'how much did the sale make altogether?' (£296.70) gets £346.70", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b103_llamaindex_physio_reformer_why_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "turn 3 says Anna's on a course in Leeds 19-20/3 and nobody else is signed off on the reformers; the model "
     "blames reformer 3's repair (engineer Mon 16/3); 'why is thursdays reformer off next week?'", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH103_CONTROLS = [
    ("b103_ctl_mem0_dogshow_rosette_order_label.py", "mem0 infer=False, search, turn spans",
     "none; label '34 - the eight classes, plus best in show and reserve' (memory: 34 on the list, but Jean found "
     "last year's unused puppy class 1st-4th in her loft, 'nobody turns them over', so 30 get printed)",
     "AnnotationError", None, None),
    ("b103_ctl_letta_railway_public_day_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'Friday 17th - the doors open at 7 that evening' (memory: Fri 7-9 is the members and families "
     "evening, 'not one for joe public'; the show is Sat 18/10 10-5 and Sun 19/10)", "AnnotationError", None, None),
    ("b103_ctl_evermemos_pta_uniform_rota_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'Neha, Joe and Sam' (memory: the rota had Joe on uniform, but his back went, no lifting for a "
     "fortnight, and Claire put Raj on uniform and Joe on the till with a cushion)", "AnnotationError", None, None),
    ("b103_ctl_qdrant_physio_hydro_length_label.py", "qdrant query, script style",
     "none; label 'an hour, 9 till 10' (memory: the clinic has the pool 9-10, but the class itself is 45 mins, the "
     "last quarter hour is for showering before the swim club)", "AnnotationError", None, None),
    ("b103_ctl_chroma_brewery_hazy_left_label.py", "chroma query, script style",
     "none; label 'yes - there's two kegs of it in the cold store' (memory: Monday's count had 2 Haze Runner, but "
     "both went to the Fox for their beer fest on Wednesday's dray, next brew not ready till the 20th)",
     "AnnotationError", None, None),
]

BATCH104 = [
    ("b104_mem0_ponyclub_farrier_day_extract.py", "mem0 infer=True (scripted model), turn spans, 5 notes",
     "extraction of the 4/8 note keeps Dobby's front shoe and Sox's feet and drops that Gav's van is off the road "
     "and he'll come Thurs 6th at half 7 before the first ride; 'what day's gav actually coming?' (Thursday, "
     "first thing) gets this afternoon at 2", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b104_chroma_coastwalks_causeway_start_scoped.py", "chroma query scoped to kind=route, script style, 7 documents",
     "Jim's tide note (HW 11.40, causeway shut from about 10.10, the crossing group has to leave the harbour at "
     "0815) is kind 'tide', so the route-only query leaves it out; 'what time are we setting off from the harbour "
     "sat?' (quarter past 8) gets 10am", "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b104_qdrant_gardening_laurel_length_delete.py", "qdrant delete of 'done' client messages, script style, 8 points",
     "Friday's clear-out deletes the done message from Mrs Pryce (laurel right down to 5ft, £320, full day for "
     "two); the job card says laurel trim, half day; 'how long have we got on the pryce laurel weds?' (all day) "
     "gets half a day", "DeletionError", "qdrant.delete", "deleted"),
    ("b104_langgraph_cafe_opener_lost_update.py", "LangGraph store sync, two writers in threads",
     "the food-order job puts back its stale Saturday record (Maureen opens with the keys) with the bread and "
     "milk deliveries, losing Jackie's edit (Fiona opens, Maureen's at a christening in Leeds); 'who's opening up "
     "tmrw?' (Fiona) gets Maureen", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b104_langchain_amdram_props_list_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (chaise longue and grandfather clock from unit 4); 'what've we got to fetch out "
     "of unit 4?' (chaise longue, clock and the parrot) gets just the parrot", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b104_zep_cafe_sausages_sum_response.py", "Zep facts (sync client, stand-in), script style",
     "facts say 20 veggie breakfasts booked at 2 vegan sausages each, allow 8 more for walk-ins, 16 in the chest "
     "freezer; the model leaves out the walk-ins; 'how many vegan sausages do i need to get?' (40) gets 24",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b104_llamaindex_ponyclub_pepper_why_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "turn 3 says Pepper came in lame, vet says box rest till Saturday, no jumping this week; the model blames "
     "Rosie's mum wanting a 14.2 next year; 'why isnt rosie jumping pepper tmrw?'", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH104_CONTROLS = [
    ("b104_ctl_mem0_coastwalks_reid_balance_label.py", "mem0 infer=False, search, turn spans",
     "none; label '£46 - two grown-ups and two children' (memory: £46 all in for the Reids, but Mrs Reid paid £20 "
     "on the card over the phone, rest on the day: £26)", "AnnotationError", None, None),
    ("b104_ctl_letta_amdram_scarborough_digs_label.py", "Letta core memory block (stand-in), script style",
     "none; label \"Mrs Barraclough's, on Ramshill Road\" (memory: the digs were Mrs B's, but a pipe burst on her "
     "top floor, deposit refunded, and Kev got 5 rooms at the Seaview on Foreshore Rd)", "AnnotationError", None,
     None),
    ("b104_ctl_evermemos_cafe_carrotcake_nuts_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label \"no - the carrot cake's made with walnuts\" (memory: the usual carrot cake has walnuts, but "
     "Janet baked Sunday's with no walnuts in this one because of Zain, clean tin, green label)", "AnnotationError",
     None, None),
    ("b104_ctl_qdrant_ponyclub_lorry_count_label.py", "qdrant query, script style",
     "none; label '6 - Dobby, Sox, Muffin, Tinker, Bramble and Flash' (memory: six on the show list, but Mrs Dale "
     "is hacking Muffin over across the fields, he hates the ramp: 5 in the lorry)", "AnnotationError", None,
     None),
    ("b104_ctl_chroma_gardening_whitaker_day_label.py", "chroma query over all kinds, script style",
     "none; label 'Tuesday the 3rd - it's on the job sheet' (memory: the job sheet says Tue 3/11, but Mr Whitaker "
     "has the grandkids that day and would rather they came Thursday; Mrs Lane's happy with Tuesday)",
     "AnnotationError", None, None),
]
BATCH105 = [
    ("b105_mem0_scouts_meet_time_extract.py", "mem0 infer=True (scripted model), turn spans, 5 notes",
     "extraction of the 18/7 note keeps the kit trailer and the Markham Moor stop and drops that the minibus "
     "failed its MOT so parents' cars meet at the hut 6.45 for 7; 'what time do i need to be at the hut tmrw "
     "morning?' (quarter to seven) gets 8.15", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b105_chroma_cricket_u11_pitch_scoped.py", "chroma query scoped to kind=fixture, script style, 7 documents",
     "Clive's groundsman note (square too soft at the river end, U11 games on the artificial strip at the rec "
     "over the road) is kind 'ground', so the fixture-only query leaves it out; 'which pitch are the U11s on for "
     "the first game tomorrow?' (the astro strip at the rec) gets the main square", "RetrievalError",
     "chroma.query", "filtered_by_scope"),
    ("b105_qdrant_foodbank_coop_crates_delete.py", "qdrant delete of 'done' messages, script style, 7 points",
     "Monday's clear-out deletes the done message from the Hill St Co-op (6 crates every Thursday from now on, "
     "after 4 at the back door); the run sheet has only Tesco and the school boxes; 'do i need to go by the hill "
     "st coop tmrw?' (yes, after 4) gets no", "DeletionError", "qdrant.delete", "deleted"),
    ("b105_langgraph_chiropody_dyer_fee_lost_update.py", "LangGraph store sync, two writers in threads",
     "the rounds job puts back its stale patient record (routine nails, £32 cash) with Thursday's slot, losing "
     "Lorraine's edit (dressing change after the nail op, £32 + £15 = £47); 'how much is mr dyer tmrw, and is it "
     "cash?' (£47, cash) gets £32", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b105_langchain_bookfair_helpers_list_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (Mags on the stall 9 till 1); 'who've i actually got helping on the stall sat?' "
     "(Mags, Priya and Tom) gets just Priya and Tom", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b105_zep_scouts_lift_seats_response.py", "Zep facts (sync client, stand-in), script style",
     "facts say 22 scouts need lifts, 13 seats offered (3+4+3+3), and Jordan's dad takes Jordan and Alfie "
     "himself; the model leaves out Jordan's dad; 'how many more seats are we short for sat?' (7) gets 9",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b105_llamaindex_chiropody_bell_length_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "turn 3 says Mrs Bell's first visit since the toenail op needs a redress, a check and her corns, allow 50 "
     "mins; the model gives the routine half hour; 'how long am i going to be at mrs bell's tmrw?'",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH105_CONTROLS = [
    ("b105_ctl_mem0_foodbank_van_driver_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'Ken, the Thursday driver' (memory: Ken does the Thursday runs, but he had his cataract done "
     "and the hospital says no driving for a fortnight; Tom's got the van key for the 18th and 25th)",
     "AnnotationError", None, None),
    ("b105_ctl_letta_chiropody_kaur_fee_label.py", "Letta core memory block (stand-in), script style",
     "none; label '£40 - nails and the verruca' (memory: £40 a visit, but her son sent £80 on 16/4 covering the "
     "last visit and today's, and Sian's not to take her twenty): nothing to take", "AnnotationError", None, None),
    ("b105_ctl_evermemos_cricket_teas_why_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'the rain - showers are due after 5' (memory: showers forecast after 5 for the covers, but "
     "Sheila's urn goes on at half 3 because Balsham's coach comes at 4.15 and they've a long way home)",
     "AnnotationError", None, None),
    ("b105_ctl_chroma_bookfair_boxes_count_label.py", "chroma query over all kinds, script style",
     "none; label '16 - everything that's packed' (memory: 16 packed, but the Cathedral won't have anything "
     "framed or with glass on the tables, so the 2 boxes of maps and prints stay in the shop: 14)",
     "AnnotationError", None, None),
    ("b105_ctl_qdrant_scouts_campfire_day_label.py", "qdrant query, script style",
     "none; label 'Saturday 1 August' (memory: campfire on the last night, the last night is Fri 31st; Sat 1/8 "
     "is when parents collect from the site at 11)", "AnnotationError", None, None),
]

BATCH106 = [
    ("b106_mem0_pottery_glaze_day_extract.py", "mem0 infer=True (scripted model), turn spans, 5 notes",
     "extraction of the 16.3 note keeps the broken element, the Friday 5pm shelf deadline and the shelf split and "
     "drops that the glaze firing goes on Sat 21st (load from 10); 'whats the day for the glaze firing now?' "
     "(Saturday the 21st) gets Friday the 20th", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b106_qdrant_cinema_projectionist_scoped.py", "qdrant query filtered to kind=rota, script style, 7 points",
     "Geoff's message (hip op on the 8th, Alan will run the projector for Amélie on Fri 10th) is kind 'msg', so "
     "the rota-only query leaves it out; 'who's our projectionist fri for Amélie?' (Alan) gets Geoff",
     "RetrievalError", "qdrant.query_points", "filtered_by_scope"),
    ("b106_chroma_dogwalk_key_place_delete.py", "chroma delete of 'done' owner texts, script style, 8 documents",
     "Sunday's clear-out deletes the Okonjos' done text (new locks, the spare's in a keysafe behind the green bin, "
     "code 2918, not with Mrs Pike); the dog card still says Mrs Pike at no 14; 'where do i get the key for "
     "biscuit's?' (the keysafe behind the green bin) gets Mrs Pike", "DeletionError", "chroma.delete", "deleted"),
    ("b106_langgraph_regatta_trailer_time_lost_update.py", "LangGraph store sync, two writers in threads",
     "the boat-loading job puts back its stale trailer record (leaves 6am) with the loading list, losing Bex's edit "
     "(5.15am, the Saltford bridge is shut overnight); 'what time's the trailer off in the morning?' (quarter past "
     "5) gets 6am", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b106_langchain_nursery_farm_kit_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (sun cream on before arrival, a named water bottle); 'what've the parents got to "
     "send in with the kids on thurs?' (sun cream, named water bottle, wellies) gets just wellies", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b106_evermemos_pottery_firing_length_response.py", "EverMemOS async client (stand-in), asyncio",
     "Ros's messages say ~10 hrs up to cone 6 then at least 14 hrs cooling before unloading; the model gives only "
     "the heating; 'how long's the glaze firing take, start to when we can get stuff out?' (about a day) gets "
     "about 10 hours", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b106_llamaindex_regatta_minibus_seats_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the chat has the coxed four (5), the J16 quad (4) and the double (Tom and Raj, who go in Raj's Volvo with the "
     "trailer); the model counts the double; 'how many am i taking in the minibus, not counting me?' (9) gets 11",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH106_CONTROLS = [
    ("b106_ctl_mem0_cinema_matinee_price_label.py", "mem0 infer=False, search, turn spans",
     "none; label '£6 for the two - £3 each as under 16s' (memory: under 16s are £3, but the parish council's "
     "summer pot pays for the Paddington matinee so kids get in for nothing on that one)", "AnnotationError", None,
     None),
    ("b106_ctl_zep_dogwalk_pickle_days_label.py", "Zep facts (sync client, stand-in), script style",
     "none; label 'Tuesday and Thursday - his usual two' (memory: Pickle's walks are tues + thurs, but Mrs Fenwick "
     "is at home next week and will take him out herself on the Tuesday)", "AnnotationError", None, None),
    ("b106_ctl_letta_nursery_first_aider_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'Kerry, the outings first aider' (memory: Kerry is the named first aider for outings, but her "
     "hospital appointment is that day, so Sam is coming as first aider)", "AnnotationError", None, None),
    ("b106_ctl_chroma_pottery_bankhol_open_label.py", "chroma query over all kinds, script style",
     "none; label \"no - it's shut on bank holidays\" (memory: the handbook says shut on bank holidays, but Ros is "
     "in on Mon 4th May unloading and members are welcome to glaze 10-4)", "AnnotationError", None, None),
    ("b106_ctl_qdrant_regatta_boat_label.py", "qdrant query, turn spans",
     "none; label 'the Dorothy Ann' (memory: the entry says W4+ in the Dorothy Ann, but her bow rigger got bent on "
     "the trailer and can't be welded before the 20th; Steve has rigged the Jubilee for them)", "AnnotationError",
     None, None),
]
BATCH107 = [
    ("b107_mem0_hogrescue_release_site_extract.py", "mem0 infer=True (scripted model), turn spans, 5 notes",
     "extraction of the Thurs 8/10 weigh-in note keeps Bramble's 612g, the fortnight and Linda's remark and drops "
     "that she'll go out at the allotments on Mill Lane (Church Fields is being dug up for the link road); "
     "'where's bramble going back out when she's ready?' (the allotments on Mill Lane) gets Church Fields",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b107_chroma_netball_court_time_kind_filter.py", "chroma query filtered to kind=fixture, script style, 7 docs",
     "Trish's email (floodlights out on courts 3+4, the 7.40s play on court 1 at 8.20) is kind 'email', so the "
     "fixture-only query leaves it out; 'what time are we on tmrw night?' (8.20, court 1) gets 7.40",
     "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b107_qdrant_windowround_price_delete.py", "qdrant delete of settled payment notes in a thread, script style",
     "the month-end tidy deletes the paid note for 22 Elm Grove that also says the conservatory roof is done from "
     "next time for £7 more; the card still says £18; 'how much am i charging no 22 elm grove today?' (£25) "
     "gets £18", "DeletionError", "qdrant.delete", "deleted"),
    ("b107_langgraph_orchestra_return_day_lost_update.py", "LangGraph store sync, two writers in threads",
     "the hold-plan job puts back its stale coach record (back Fri 17/4 6pm) with the hold plan, losing Mr "
     "Okafor's edit (back Sat 18/4 about 2pm, the Friday sailing was overbooked); 'what day are they back?' "
     "(Saturday the 18th) gets Friday", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b107_langchain_harvest_dishes_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 8's trim drops turns 1-2 (Jean's lamb hotpot); 'whats everyone bringing food wise?' (Jean's hotpot, "
     "Colin's veg curry, Marion's crumbles) gets the curry and the crumbles", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b107_evermemos_orchestra_coach_hours_response.py", "EverMemOS async client (stand-in), asyncio",
     "off the ferry at Calais ~11.30, a 45 min break near Liège, the Köln-Deutz hostel ~5.15; the model says "
     "about three and a half hours; 'how long are they actually on the coach calais to cologne?' (nearly 6 hours)",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b107_llamaindex_netball_venue_why_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the chat says Parkside court 2 is resurfaced w/c 16/3 so court-2 games go to Hollins Rd, and court 1's "
     "floodlights were fixed; 'why are the hornets at hollins rd next tues?' (court 2 resurfacing) gets the "
     "floodlights", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH107_CONTROLS = [
    ("b107_ctl_mem0_hogrescue_count_in_label.py", "mem0 infer=False, search, turn spans",
     "none; label '5 - Bramble, Conker, Pip, Squeak and Nutmeg' (memory: 5 came in in September, but Pip didn't "
     "make it through the night and Nutmeg 'trotted off under the hedge' back in her garden; 3 are in)",
     "AnnotationError", None, None),
    ("b107_ctl_zep_netball_final_umpire_label.py", "Zep facts (sync client, stand-in), script style",
     "none; label 'Dee - she and Kaz are down for court 1' (memory: Dee was down with Kaz, but she did her ankle "
     "at parkrun and is on crutches; Mo says she'll happily umpire the final with Kaz)", "AnnotationError", None,
     None),
    ("b107_ctl_letta_windowround_skip_house_label.py", "Letta core memory block (stand-in), script style",
     "none; label \"yes - no 11's on the Thursday round\" (memory: it is on the round, but the Bairds' sale went "
     "through and Gaz is leaving it till the new people ring)", "AnnotationError", None, None),
    ("b107_ctl_chroma_harvest_doors_time_label.py", "chroma query over all kinds, script style",
     "none; label '7pm, as it says on the poster' (memory: the 7 on the poster is when everyone sits down to eat, "
     "doors from half six)", "AnnotationError", None, None),
    ("b107_ctl_qdrant_orchestra_pickup_place_label.py", "qdrant query, turn spans",
     "none; label \"the school's front car park on Heath Rd\" (memory: the tour pack says Heath Rd, but the school "
     "car park is fenced off for resurfacing over Easter and the bursar got the leisure centre car park on Brook "
     "St for the coach)", "AnnotationError", None, None),
]

BATCH108 = [
    ("b108_mem0_nursery_order_total_extract.py", "mem0 infer=True (scripted model), turn spans, 5 notes",
     "extraction of the 5th Nov note keeps Mrs Adebayo's call, the Parcelforce chase and the hellebores and drops "
     "the black obelisk she added (£32 on card, same box); 'what's she paid us all in?' (£84.45) gets £52.45",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b108_chroma_cadets_drill_place_scoped.py", "chroma query filtered to kind=parents, script style, 7 documents",
     "PO Ferris's staff note (harbour full of tall ships, boats go to Bewl Water SC, cadets dropped at the club car "
     "park 0900) is kind 'staff', so the parents-only query leaves it out; 'where am i dropping kai for the boat "
     "drill sat?' (Bewl Water sailing club) gets the unit HQ at the Canal Basin", "RetrievalError", "chroma.query",
     "filtered_by_scope"),
    ("b108_qdrant_xmas_market_fudge_power_delete.py", "qdrant delete of a stall's later points, script style",
     "the de-dupe job deletes Hetty's second point (bringing a fudge warmer, wants a socket, on PP4 by the stage); "
     "the first booking says no power; 'does hettys fudge need a power point?' (yes, PP4) gets no",
     "DeletionError", "qdrant.delete", "deleted"),
    ("b108_langgraph_homebrew_dark_entries_lost_update.py", "LangGraph store sync, two writers in threads",
     "the scoresheet job puts back its stale dark-beers record (11 entries) with the scoresheet batch, losing "
     "Lyn's edit (13, Pete's two late ones ok'd); 'how many dark beers have we got on table 3?' (13) gets 11",
     "UpdateError", "langgraph.store.put", "overwritten"),
    ("b108_langchain_childminder_friday_time_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (St Mary's out at 1.30 on Fridays this half term); turn 5's 3.15 Mon-Thu line "
     "stays; 'what time have i got to be at st marys on friday?' (half one) gets 3.15", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b108_evermemos_cadets_water_time_response.py", "EverMemOS async client (stand-in), asyncio",
     "the chat has boats in 0930-1245, lunch ashore 12.45-1.30, second session 13:30-15:30; the model counts "
     "0930 to 1530; 'how long is kai actually out on the water sat?' (about 5 1/4 hours) gets six hours",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b108_llamaindex_homebrew_saison_why_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the chat says Dave's saison scored 29 because it was entered as a Belgian pale (too dry and peppery for "
     "that); the model gives Kev's bitter's infection; 'why did his saison only get 29?' (wrong category) gets "
     "an infection", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH108_CONTROLS = [
    ("b108_ctl_mem0_nursery_olive_courier_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'Palletways - olive trees go on a pallet' (memory: Palletways takes trees over 1.2m, but Mr "
     "Grant's olives are the little 90cm ones in 10L pots that go in the tall box, so DPD)", "AnnotationError",
     None, None),
    ("b108_ctl_zep_xmas_market_power_list_label.py", "Zep facts (sync client, stand-in), script style",
     "none; label 'cheese, mulled wine and Jan's cards' (memory: Jan had a socket for fairy lights last year, she's "
     "got battery ones from Wilko this time round)", "AnnotationError", None, None),
    ("b108_ctl_letta_cadets_swim_test_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'No - not till he's done his swim test' (memory: no dinghy without the swim test, and Kai got "
     "through his at Cascades on 3rd Feb)", "AnnotationError", None, None),
    ("b108_ctl_evermemos_homebrew_judging_day_label.py", "EverMemOS sync client (stand-in), script style",
     "none; label 'Sat 14th Feb - comp day' (memory: entries close Sat 14 Feb; judging's the Saturday after, the "
     "21st)", "AnnotationError", None, None),
    ("b108_ctl_langgraph_childminder_football_label.py", "LangGraph store sync, turn spans",
     "none; label 'you are - from the field gate at 4.30' (memory: Ben's record says Nicky gets him from the field "
     "gate, but his mum says Dan's on early shifts and will grab him from football on Tuesdays himself)",
     "AnnotationError", None, None),
]
BATCH109 = [
    ("b109_mem0_lambing_vet_time_extract.py", "mem0 infer=True (scripted model), turn spans, 5 shift notes",
     "extraction of Huw's Tue-night note keeps the twins, the triplet and the colostrum and drops the vet call "
     "(Alun from Teifi coming 7.15 Weds to stitch the pen 6 ewe); 'what time's alun coming for the pen 6 ewe?' "
     "(quarter past 7) gets 'nothing booked, vets usually from about 11'",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b109_qdrant_carnival_marshal_place_limit.py", "qdrant query_points limit=3, script style, 8 points",
     "Sandra's note (briefing 11.30 in the back room of the Plough, the scouts have the hut) ranks 4th or lower "
     "for the helper's words and the query keeps 3; 'where do us marshals meet up on sat morning?' (the Plough) "
     "gets the scout hut, from last year's debrief", "RetrievalError", "qdrant.query_points", None),
    ("b109_chroma_dialaride_standing_run_delete.py", "chroma delete by trip date, script style",
     "the weekly clear-out of past trips deletes Mrs Pritchard's standing Tue/Thu renal run (booked 2/3, p/u 7.40); "
     "'is mrs pritchard's tuesday run still on?' (yes, tue + thu, 7.40) gets no", "DeletionError", "chroma.delete",
     "deleted"),
    ("b109_langgraph_pub_quiz_jackpot_lost_update.py", "LangGraph store sync, two writers in threads",
     "the poster job puts back its stale quiz-night record (jackpot £60), losing Kerry's edit (£60 + £45 rolled "
     "over = £105); 'how much is the jackpot tonight?' (£105) gets £60",
     "UpdateError", "langgraph.store.put", "overwritten"),
    ("b109_langchain_music_exam_weekday_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (Maisie's Grade 3 on 12/6/38, 11.20, Queen's Hall); turn 5's ABRSM session line "
     "(31 May - 21 June) stays; 'what day of the week is maisie's grade 3?' (Saturday) gets 'not confirmed yet'",
     "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b109_zep_lambing_shed_hours_response.py", "Zep facts (sync client, stand-in), script style",
     "the rota has Gwen on days Mon-Weds 6am-2pm and a later message adds the 2-6pm stint Thurs + Fri; the model "
     "counts the day shifts only; 'how many hours was i on the shed this week?' (32) gets 24",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b109_llamaindex_carnival_route_why_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the chat says Station Rd is out because Openreach have it dug up for fibre; the model gives last year's "
     "steel-band noise grumble (settled in Sept); 'why are we not coming down station rd?' (road works) gets noise",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH109_CONTROLS = [
    ("b109_ctl_mem0_music_recital_pieces_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'Clementi sonatina, The Entertainer and the Einaudi' (memory: Ellis wants to do the Einaudi too "
     "but it's nowhere near ready, they agreed to keep it for the Christmas concert)", "AnnotationError", None,
     None),
    ("b109_ctl_letta_dialaride_escort_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'his daughter Grace' (memory: Grace put her name down first, then her work packed her off on a "
     "course in Leeds all that week, so Pat H the volunteer escort is going)", "AnnotationError", None, None),
    ("b109_ctl_evermemos_darts_final_night_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'Thurs 18th - usual darts night' (memory: league nights are Thursdays, but the final at the Fox "
     "is the Friday that week, 19/3, as the Fox has its own quiz on the Thursday)", "AnnotationError", None, None),
    ("b109_ctl_chroma_lambing_left_to_lamb_label.py", "chroma query, script style",
     "none; label '36' (memory: 36 to go in the top field on Saturday morning's count, then the 10 late-tupped "
     "ones were brought down to the house paddock to keep an eye on them; none lambed up top overnight: 26)",
     "AnnotationError", None, None),
    ("b109_ctl_qdrant_carnival_judging_time_label.py", "qdrant query_points, script style",
     "none; label 'half twelve' (memory: floats at the rec by 12.30 to be parked up and checked, the judges go "
     "round at 1.15)", "AnnotationError", None, None),
]

BATCH110 = [
    ("b110_mem0_allotment_bert_classes_extract.py", "mem0 infer=True (scripted model), turn spans, 5 notes",
     "extraction of Pam's Tues 11th note keeps Bert's visit, the leaking trough and the strimmer and drops his 3 "
     "extra classes (runner bean, marrow, shallots, £1.50 in the tin); 'how many entry cards for bert?' (7) gets 4",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b110_qdrant_locksmith_patel_time_scoped.py", "qdrant query filtered to customer=Mrs Patel, script style",
     "Harlow Lettings' call (tenant gets keys Thu 10am, can Dean do 8.15 not 2pm) is filed under Harlow, so the "
     "filtered query leaves it out; 'what time am i at mrs patels tmrw?' (8.15am) gets 2pm", "RetrievalError",
     "qdrant.query_points", "filtered_by_scope"),
    ("b110_chroma_bikebus_meeting_point_delete.py", "chroma delete of a term's notes, script style",
     "the end-of-term tidy-up deletes the autumn notes, among them Ravi's 20/11 note (Mill Lane dug up till Easter, "
     "meet at the Co-op car park on Station Rd); 'where do i meet the weds bike bus?' (Co-op car park) gets library "
     "corner", "DeletionError", "chroma.delete", "deleted"),
    ("b110_langgraph_toddlers_milk_lost_update.py", "LangGraph store sync, two writers in threads",
     "the rota job puts back its stale Tuesday record (milk 4 pints) with the January rota, losing Jo's edit (6 "
     "pints, 5 semi + 1 oat for Reuben); 'how much milk am i getting for tues?' (6 pints) gets 4", "UpdateError",
     "langgraph.store.put", "overwritten"),
    ("b110_langchain_wi_bee_talk_day_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (March meeting on Thurs 11/3, the hall's a polling station on the Weds); the "
     "2nd-Weds line and the speaker line stay; 'what day's the bee lady coming?' (Thu 11 March) gets Wed 10 March",
     "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b110_zep_locksmith_harlow_owed_response.py", "Zep facts (sync client, stand-in), script style",
     "the facts have invoice 1093 at £155 and Harlow's £100 on account; the model gives the full £155; 'how much "
     "are harlow still owing on 1093?' (£55) gets £155", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b110_llamaindex_toddlers_thursday_length_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the chat has Thursdays as music 10-10.45 then stay and play till 11.45; the model gives the music part only; "
     "'how long do thursdays go on for?' (1 3/4 hours) gets 45 minutes", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH110_CONTROLS = [
    ("b110_ctl_mem0_wi_wisley_tea_money_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'Yes - about £4.50 each for the tea' (memory: the £32 covers coach, entry and a cream tea; £4.50 "
     "is what they each had to find at Hyde Hall last year)", "AnnotationError", None, None),
    ("b110_ctl_letta_allotment_veg_judge_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'Colin Ashby, the NVS judge' (memory: his hip op came forward and he's asked Dilys Ward from "
     "Broadmeadow to do it)", "AnnotationError", None, None),
    ("b110_ctl_evermemos_bikebus_loan_bikes_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'Ayaan, Freya and Leo K' (memory: Leo's grandad sorted his wheel at the weekend, he's on his own "
     "bike)", "AnnotationError", None, None),
    ("b110_ctl_chroma_locksmith_dental_time_label.py", "chroma query, turn spans",
     "none; label '6pm, when they shut' (memory: they shut at 6 but Dr Osei said make it half 6, once the nurses "
     "have cashed up)", "AnnotationError", None, None),
    ("b110_ctl_qdrant_toddlers_no_session_why_label.py", "qdrant query, script style",
     "none; label 'half term' (memory: the hall's wanted for Mrs Dobson's funeral tea; at half term the group keeps "
     "going as normal)", "AnnotationError", None, None),
]
BATCH111 = [
    ("b111_mem0_paper_round_sunday_extract.py", "mem0 infer=True (scripted model), turn spans, 4 notes",
     "extraction of Linda's 28/1 note keeps Kyle off sick / Ellie covering and the Mail's price and drops no.14 Ash "
     "Grove's added Observer; 'what papers am i dropping at 14 ash grove on sunday?' (Sunday Times + Observer) gets "
     "just the Sunday Times", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b111_qdrant_bowls_taster_time_scoped.py", "qdrant query filtered to topic=coaching, script style",
     "Gordon's note (green can't be mown till after 12, tasters back to half 1) is filed under teas, so the filtered "
     "query leaves it out; 'what time does the first taster start on saturday?' (1.30pm) gets 2pm", "RetrievalError",
     "qdrant.query_points", "filtered_by_scope"),
    ("b111_chroma_history_kew_lift_delete.py", "chroma delete of a trip's notes, script style",
     "the clear-out of the Northampton trip deletes Margaret's note written on the bus back (she drives to Kew, "
     "Dennis's car in for its clutch); 'who's taking me to kew on thurs?' (Margaret, the treasurer) gets Dennis",
     "DeletionError", "chroma.delete", "deleted"),
    ("b111_langgraph_canoe_putin_lost_update.py", "LangGraph store sync, two writers in threads",
     "the boat-allocation job puts back its stale trip record (put-in Kerne Bridge) with the boat list, losing Huw's "
     "edit (Lydbrook, car park shut for resurfacing); 'where are we getting on the water sunday?' (Lydbrook) gets "
     "Kerne Bridge", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b111_langchain_quiz_start_time_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (Beavers have the hut till 7, start half 7); the flyer line (7pm) stays; 'what "
     "time are we kicking off?' (7.30) gets 7pm", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b111_zep_quiz_raffle_takings_response.py", "Zep facts (sync client, stand-in), script style",
     "the facts have raffle tickets £186 and the gin, the only prize bought, £24; the model gives £186; 'what did "
     "the raffle make once you take off what we spent on prizes?' (£162) gets £186", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b111_llamaindex_canoe_own_boat_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the chat says every club boat is gone that weekend (juniors at Llandysul), bring your own or hire; the model "
     "says Raj can have a club boat; 'does he need to sort his own boat for the usk?' (yes) gets no",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH111_CONTROLS = [
    ("b111_ctl_mem0_paper_bill_owed_label.py", "mem0 infer=False, search, turn spans",
     "none; label '£23.40' (memory: that's January's bill, and Mr F 'came in w a twenty + the rest in coppers, "
     "sorted jan'; February's £21.80 is still to come)", "AnnotationError", None, None),
    ("b111_ctl_letta_bowls_teas_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'Brenda, the teas captain' (memory: her granddaughter's christening is that Saturday in Leeds, "
     "Joan's running the kitchen)", "AnnotationError", None, None),
    ("b111_ctl_evermemos_kew_trip_day_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'Tuesday the 9th' (memory: Kew only had reader seats for 8 on Thurs 11th, so that's what "
     "Pauline booked)", "AnnotationError", None, None),
    ("b111_ctl_chroma_canoe_boat_count_label.py", "chroma query, script style",
     "none; label '8 boats' (memory: 8 names, but Tom + Sue share their Canadian and Owen takes Meg in the open "
     "double, so 6)", "AnnotationError", None, None),
    ("b111_ctl_qdrant_quiz_raffle_early_why_label.py", "qdrant query, script style",
     "none; label 'Phil has to get off early for work' (memory: the Cubs sold half the tickets and want to see the "
     "draw before bed; Phil's rota came out and he's fine to stay to the end)", "AnnotationError", None, None),
]

BATCH112 = [
    ("b112_mem0_choir_okafor_fee_extract.py", "mem0 infer=True (scripted model), turn spans, 4 notes",
     "extraction of Margaret's 3/4 note keeps the Widor, Jerusalem run-through and the robes and drops Geoff's £45 "
     "extra; 'what are the okafors paying us all in?' (£225) gets £180", "ExtractionError", "mem0.extract",
     "omitted_at_extraction"),
    ("b112_qdrant_scrapyard_astra_driver_scoped.py", "qdrant query filtered to kind=collection, script style",
     "Dave's note (at the hospital thurs, Kev doing his jobs incl Fenwick St) is filed as kind staff, so the "
     "filtered query leaves it out; 'who's getting the astra from fenwick st tmrw?' (Kev) gets Dave",
     "RetrievalError", "qdrant.query_points", "filtered_by_scope"),
    ("b112_chroma_badminton_home_court_delete.py", "chroma delete of last season's notes, script style",
     "the clear-out deletes Nadia's 2/3 note (courts 1-2 becoming a soft play, home matches on ct 5+6 upstairs); "
     "'which courts are our home league matches on?' (5 and 6) gets 1 and 2", "DeletionError", "chroma.delete",
     "deleted"),
    ("b112_langgraph_farm_saturday_opening_lost_update.py", "LangGraph store sync, two writers in threads",
     "the staffing job puts back its stale Saturday record (10-5) with the staff list, losing Helen's edit (8.30 "
     "opening); 'what time do i need the gate open for tmrw?' (8.30) gets 10", "UpdateError",
     "langgraph.store.put", "overwritten"),
    ("b112_langchain_bookclub_next_meeting_day_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (October on Weds 28/10 at Ann's, grandkids on the Tues); the last-Tuesday line "
     "stays; 'what day's the october one?' (Wed 28th) gets Tue 27th", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b112_zep_scrapyard_kev_cars_count_response.py", "Zep facts (sync client, stand-in), script style",
     "the facts have Kev's cars over four days (2 + Focus + Astra + 3, the Transit a van); the model counts "
     "Friday's only; 'how many cars has kev fetched in this wk?' (7) gets 3", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b112_llamaindex_badminton_shuttle_tubes_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn "
     "spans", "the chat has 20 tubes a season and 7 sealed tubes found under the stage; the model orders 20; "
     "'how many tubes do i need to order?' (13) gets 20", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH112_CONTROLS = [
    ("b112_ctl_mem0_farm_open_fields_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'F2, F4 and F5' (memory: F4 flattened by hail, nothing worth sending anyone up for till the 2nd "
     "flush; raspberries in F7)", "AnnotationError", None, None),
    ("b112_ctl_letta_choir_harper_rehearsal_length_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'an hour, 7.30-8.30' (memory: the Harpers are coming to hear the psalm, so we'll keep going "
     "till 9)", "AnnotationError", None, None),
    ("b112_ctl_evermemos_bookclub_sue_hosting_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'Yes - she's down for March' (memory: Sue's kitchen is in bits with the builders; Helen said "
     "come to mine in March, you have my May)", "AnnotationError", None, None),
    ("b112_ctl_chroma_scrapyard_corsa_price_label.py", "chroma query, turn spans",
     "none; label '£120 as quoted' (memory: £85 if the cat's not on it; someone had the cat off on the drive)",
     "AnnotationError", None, None),
    ("b112_ctl_qdrant_badminton_no_club_why_label.py", "qdrant query, script style",
     "none; label 'a wedding do in the hall' (memory: the wedding is Sat 31/10 in the main hall; the sports hall's "
     "shut while the council sands the floor)", "AnnotationError", None, None),
]
BATCH113 = [
    ("b113_mem0_fete_raffle_time_extract.py", "mem0 infer=True (scripted model), turn spans, 4 notes",
     "extraction of Brenda's Weds 8 Apr note keeps the band's 2-3.30, the dog show and the gazebos and drops the "
     "raffle draw coming forward to 3.15; 'what time's the raffle draw?' (3.15) gets 4pm", "ExtractionError",
     "mem0.extract", "omitted_at_extraction"),
    ("b113_chroma_quiz_away_venue_scoped.py", "chroma query scoped to source=team, script style",
     "the league sec's round-robin (the Plough flooded, its fixtures at the Miners Welfare) is source league, so "
     "the scoped query leaves it out; 'where are we playing thurs?' (Miners Welfare) gets the Plough",
     "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b113_qdrant_kitchen_worktop_day_delete.py", "qdrant delete of old quotes, script style",
     "the clear-out deletes Stonecraft's reply filed as a quote (go-ahead, fitting Weds 8 Jul); the builder's "
     "schedule still says w/c 13 July; 'what day are the worktops going in?' (Wed 8 July) gets w/c 13th",
     "DeletionError", "qdrant.delete", "deleted"),
    ("b113_langgraph_band_napoli_soloist_lost_update.py", "LangGraph store sync, two writers in threads",
     "the librarian job puts back its stale concert record (Napoli: Gary) with the pads, losing Mick's edit (Jess "
     "from the 2nd cornets, Gary's wisdom teeth); 'who's doing the napoli solo sunday?' (Jess) gets Gary",
     "UpdateError", "langgraph.store.put", "overwritten"),
    ("b113_langchain_dogwalk_biscuit_walk_length_trim.py", "LangChain history + trim_messages (last 14), turn spans",
     "turn 8's trim drops turn 1 (Biscuit's knee op, lead only, 20 mins max for 6 wks); the solo-walks-are-an-hour "
     "line stays; 'how long do i take biscuit out for tmrw?' (20 mins) gets an hour", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b113_zep_kitchen_paid_builder_total_response.py", "Zep facts (sync client, stand-in), script style",
     "the facts have Dan's £1,500 deposit, £2,200 stage 2 and £340 cash for the boiler pipe; the model adds the "
     "first two; 'how much have we actually given Dan so far?' (£4,040) gets £3,700", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b113_llamaindex_quiz_points_behind_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the chat has the wk 6 table (Crown 184, us 171) and the +4 from the mismarked picture round; the model uses "
     "171; 'how many points behind the crown are we now?' (9) gets 13", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH113_CONTROLS = [
    ("b113_ctl_mem0_dogwalk_bramble_group_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'Yes - with Pip, Ziggy and Monty' (memory: Bramble went for Pip again, Mrs Kaur said fair enough, "
     "do her on her own from now on)", "AnnotationError", None, None),
    ("b113_ctl_chroma_fete_stalls_unmanned_label.py", "chroma add + query, turn spans",
     "none; label 'bric a brac, the coconut shy and face painting' (memory: Marjorie's grandson Liam's doing the "
     "coconut shy with her; Kayleigh from the nursery is up for the face painting)", "AnnotationError", None, None),
    ("b113_ctl_qdrant_band_concert_indoors_why_label.py", "qdrant query, script style",
     "none; label 'the weather' (memory: the forecast's grim but the bandstand's covered; the council have it "
     "sheeted up with scaffolding for the repaint)", "AnnotationError", None, None),
    ("b113_ctl_letta_quiz_league_teams_count_label.py", "Letta core memory block (stand-in), script style",
     "none; label '12' (memory: 12 signed up at the AGM; Mick's selling the Kings Arms, the new people don't want "
     "a quiz night, so the Kings team's out)", "AnnotationError", None, None),
    ("b113_ctl_evermemos_kitchen_worktop_fitters_time_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '8 o'clock' (memory: Dan's lot start 8 sharp; Stonecraft's fitters aiming for 11.30ish, job in "
     "Otley first)", "AnnotationError", None, None),
]
BATCH114 = [
    ("b114_mem0_salon_dionne_balayage_extract.py", "mem0 infer=True (scripted model), turn spans, 4 notes",
     "extraction of Jade's Weds 8 Apr note keeps the move to half 2 and the £20 deposit and drops 'NO lightener, "
     "just a gloss + trim' (sore scalp); 'is dionne still having the balayage tmrw?' (no, gloss + trim) gets yes",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b114_chroma_astro_observing_site_scoped.py", "chroma query scoped to kind=event, script style",
     "the ranger's email (Hartley Moor top car park shut w/c 13 Apr, Pete Dawson's top field at Brock Farm instead) "
     "is filed as kind email, so the scoped query leaves it out; 'where are we observing on fri?' (Brock Farm) gets "
     "Hartley Moor", "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b114_qdrant_foodbank_coop_day_delete.py", "qdrant delete of done jobs, script style",
     "the clear-out deletes Sandra's 22.3. job note, ticked done (Co-op Ashby Rd pick-up is Weds from 2.30 now, ask "
     "for Bev); the standing card still says tues 10am; 'what day am i doing the co-op?' (Wed) gets Tue",
     "DeletionError", "qdrant.delete", "deleted"),
    ("b114_langgraph_sportive_feed2_cutoff_lost_update.py", "LangGraph store sync, two writers in threads",
     "the marshal-rota job puts back its stale long-route record (FS2 cut-off 1.30pm) with the marshals, losing "
     "Sarah's edit (2.15pm, the Kettlewell diversion); 'what time do i close feed 2 tmrw?' (2.15) gets 1.30",
     "UpdateError", "langgraph.store.put", "overwritten"),
    ("b114_langchain_theatre_tech_length_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (tech Sun 22/3 is 10 till 4, not 10-1 like the sheet); the 'suns 10-1' sheet line "
     "stays; 'how long's sunday's tech?' (6 hours) gets 3 hours", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b114_zep_foodbank_cash_donations_response.py", "Zep facts (sync client, stand-in), script style",
     "the facts have St Mark's £184.50, the Rotary's £250 cheque, the quiz's £312 and Mrs Akhtar's £40 (the Greggs "
     "voucher isn't money); the model adds the first two; 'how much money have we had in this month?' (£786.50) "
     "gets £434.50", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b114_llamaindex_astro_talk_chairs_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the chat has 62 booked, 40 chairs in the hall and 15 lent by St Barnabas; the model takes off only the 40; "
     "'how many more chairs do i need to find?' (7) gets 22", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH114_CONTROLS = [
    ("b114_ctl_mem0_sportive_crossing_marshal_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'Dave' (memory: Dave's knee, physio says no standing about, he'll do sign-on sat down with a brew; "
     "Keith takes his spot at the crossing)", "AnnotationError", None, None),
    ("b114_ctl_chroma_salon_sophie_price_label.py", "chroma query, turn spans",
     "none; label '£95 for her full head' (memory: just the T bit this time, parting + round her face, saving for "
     "Tenerife; T-section £45 + toner £15)", "AnnotationError", None, None),
    ("b114_ctl_qdrant_theatre_costumes_left_label.py", "qdrant query, script style",
     "none; label 'the pirate hats, Tinkerbell's wings and the crocodile' (memory: Mia's old fairy wings, they'll "
     "do for Tink; Hook's coat too big, Mrs Kaur to take it in)", "AnnotationError", None, None),
    ("b114_ctl_letta_astro_feb_night_why_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'the cloud forecast' (memory: cloudy on the long range but it usually clears after 10, don't give "
     "up; Pete's ewes lambing early, no cars past the sheds, so no to Feb)", "AnnotationError", None, None),
    ("b114_ctl_evermemos_foodbank_tesco_volunteers_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '8' (memory: 8 signed up; Gaz tested positive, Mo at his sister's in Bolton, Kath does the "
     "morning if we're short - yes pls)", "AnnotationError", None, None),
]
BATCH115 = [
    ("b115_mem0_lettings_gas_visit_day_extract.py", "mem0 infer=True (scripted model), turn spans, 4 notes",
     "extraction of Carol's Weds 10 Jun note keeps the boiler trouble, the key with Dot and the standing order and "
     "drops Gareth going tue 23rd 8.30-12 (doing the gas safety then); 'when's gareth going round to no.14?' "
     "(Tue 23rd) gets Mon 29th", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b115_qdrant_taxi_okafor_pickup_topk.py", "qdrant query limit=4 (run-sheet query), script style",
     "the son's call (pick Mrs Okafor up from 22 Ferndale Ave, by the Spar) ranks fifth behind the four Sat airport "
     "bookings and limit=4 cuts it; 'where am i getting mrs okafor from for the 4.30 airport run?' (Ferndale Ave) "
     "gets 7 Larch Close", "RetrievalError", "qdrant.query_points", "ranked_below_top_k"),
    ("b115_chroma_garden_secretary_agenda_delete.py", "chroma delete of past agendas, turn spans",
     "the clear-out deletes the 14/3 AGM agenda with the outcome scribbled on it (Derek standing down as sec, "
     "Marion Okoro voted in, fees to her); the committee card still says Derek; 'who do i give my plot fee to?' "
     "(Marion) gets Derek", "DeletionError", "chroma.delete", "deleted"),
    ("b115_langgraph_football_u9_kickoff_lost_update.py", "LangGraph store sync, two writers in threads",
     "the ref job puts back its stale U9 record (pitches 3 + 4, 10am) with the refs, losing Lisa's edit (pitch 3 "
     "under water, U9s on 4 + 5 at 10.45); 'what time do my U9s kick off tmrw?' (10.45) gets 10am",
     "UpdateError", "langgraph.store.put", "overwritten"),
    ("b115_langchain_sewing_bag_workshop_kit_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (own rotary cutter + mat and a 20in zip for Sat's bag workshop); Linda's kit list "
     "stays; 'what do i need to bring sat?' gets only Linda's list", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b115_zep_taxi_airport_fares_sum_response.py", "Zep facts (sync client, stand-in), script style",
     "the facts have the week's four airport fares (MAN £72, LBA £45, MAN £68, Heathrow £310) plus locals and "
     "diesel; the model leaves out Heathrow; 'what did the airport runs bring in this wk?' (£495) gets £185",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b115_llamaindex_football_u11_places_left_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the chat has the U11 cap (10), the first 6 entries, Ashford's 2nd team and Hatton Rangers; the model takes "
     "off only the 6; 'how many more U11 teams can we squeeze in?' (2) gets 4", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH115_CONTROLS = [
    ("b115_ctl_mem0_garden_plot12_why_label.py", "mem0 infer=False, search, script style",
     "none; label 'it's waterlogged' (memory: bottom end's boggy but fine once the drain's cleared, I'm on it; Tom "
     "said thanks but no - too far from the tap w his back, wants one near the gate)", "AnnotationError", None, None),
    ("b115_ctl_chroma_lettings_ben_tenancy_length_label.py", "chroma query, two import writers in threads",
     "none; label '12 months' (memory: usual 12 mo AST; Ben asked for 6 rather than the 12, might be moved to "
     "Bristol; told Ben fine on 6, runs 1/6 to 30/11)", "AnnotationError", None, None),
    ("b115_ctl_qdrant_football_u10_teams_count_label.py", "qdrant query, turn spans",
     "none; label '8' (memory: U10 entries closed 1/6 - 8; Rovers Blue can't raise a side, school trip; Ashford's "
     "2nd team - no coach free, so no)", "AnnotationError", None, None),
    ("b115_ctl_letta_sewing_jean_quilt_raffle_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'yes - the blue log cabin quilt' (memory: 1st prize Jean's log cabin quilt; her Kirsty's fallen in "
     "love w it, going in the baby's room, Jean's making us a table runner instead)", "AnnotationError", None, None),
    ("b115_ctl_evermemos_taxi_sat_airport_drivers_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'Kev, Dawn and Raj' (memory: Raj on the 11.30 MAN on the board; 'sat's our Amir's mehndi, at the "
     "hall from 10'; Dawn: yeah go on, I'll do the Millers MAN run too)", "AnnotationError", None, None),
]
BATCH116 = [
    ("b116_mem0_caterer_hendry_gf_extract.py", "mem0 infer=True (scripted model), turn spans, 4 notes",
     "extraction of Laura's Weds 8 Apr dietaries note keeps 5 veggie, 2 vegan, the table-6 nut allergy and the hog "
     "roast and drops 'the groom's nan Pat is coeliac - own board + toaster'; 'do i need any gluten free?' for the "
     "Hartleys bread order (yes, for Pat) gets no", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b116_qdrant_schooltrip_coach_time_scoped.py", "qdrant query filtered to trip=york-21-5, script style",
     "the office's note of Dalesway's call (coach at the gates 8.15, leaving half 8 sharp) is filed as general, so "
     "the filtered query leaves it out; 'what time's the coach going tmrw?' (8.30) gets the trip sheet's 8.45",
     "RetrievalError", "qdrant.query_points", "filtered_by_scope"),
    ("b116_chroma_windows_priory_day_delete.py", "chroma delete of last month's notes, script style",
     "the 1 May tidy deletes Dean's 28/4 note (Priory Rd on thursdays from May, school-run parking on mondays); the "
     "round card still says mon Priory Rd; 'which day we doing priory rd this wk?' (Thursday) gets Monday",
     "DeletionError", "chroma.delete", "deleted"),
    ("b116_langgraph_rowing_launch_place_lost_update.py", "LangGraph store sync, two writers in threads",
     "the captain's crew-list job puts back its stale record of Sunday's masters outing (main pontoon) with the "
     "crew, losing Andy's edit (Mill Lane slipway, pontoon roped off till Tue 23rd); 'where are we boating from "
     "tmrw?' (Mill Lane slipway) gets the main pontoon", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b116_langchain_jumble_money_table_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (Marion, the treasurer, on the money table; Brian's hands bad since his op, he's "
     "on teas); last year's pasted list (Brian - money table) stays; 'who's on the money table sat?' (Marion) gets "
     "Brian", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b116_zep_windows_beech_owed_response.py", "Zep facts (sync client, stand-in), script style",
     "the facts have no 12 owing £18, no 20 £32 for two cleans and no 35 £16 (plus paid houses and a £25 quote); "
     "the model adds the first two; 'how much am i still owed on beech ave?' (£66) gets £50", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b116_llamaindex_schooltrip_lunches_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the chat has 11 children on a school packed lunch and, later, the 3 staff wanting one too (Tom's dad brings "
     "his own); the model counts only the children; 'how many school packed lunches do i put on the kitchen "
     "form?' (14) gets 11", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH116_CONTROLS = [
    ("b116_ctl_mem0_caterer_parry_mains_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'lamb rump, salmon and the mushroom wellington' (memory: menu v1 had the lamb; at the tasting "
     "they thought it a bit heavy for a may do, so they're going w the chicken supreme, keep the salmon + "
     "wellington)", "AnnotationError", None, None),
    ("b116_ctl_chroma_schooltrip_coach_length_label.py", "chroma query, turn spans",
     "none; label 'an hour and a half' (memory: 1hr 30 to York normally; A64 at Tadcaster down to 1 lane all May, "
     "driver reckons allow a good 2 hrs each way)", "AnnotationError", None, None),
    ("b116_ctl_qdrant_rowing_masters_short_label.py", "qdrant query, script style",
     "none; label '2' (memory: 6 down + Sue coxing, '2 short - anyone??'; then Helen's back's gone again, no "
     "rowing for at least a fortnight)", "AnnotationError", None, None),
    ("b116_ctl_letta_windows_fern_close_why_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'the car blocking the drive' (memory: the Astra is her son's, he'll shift it if you knock; her "
     "son rang - she's in the General having had her hip done, leave hers till she's home)", "AnnotationError",
     None, None),
    ("b116_ctl_evermemos_jumble_dropoff_time_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '6-8pm' (memory: donations fri 6-8pm on the first message; Brownies have the hall till 7, "
     "Margaret: 'oh blast. ok I'll stay on till 9 then so people still get 2 hrs')", "AnnotationError", None, None),
]
BATCH117 = [
    ("b117_mem0_groomer_biscuit_day_extract.py", "mem0 infer=True (scripted model), turn spans, 4 notes",
     "extraction of Jodie's 2037-06-02 texts note keeps the Abbotts' £65 for Dexter and the new shih tzu Mochi and "
     "drops 'Mrs Fenwick's in Tenerife that wk so can Biscuit do Tue 23rd instead, same time'; 'when's biscuit "
     "next?' (Tue 23rd June) gets Thu 18th 9.30", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b117_chroma_cricket_ground_scoped.py", "chroma query filtered to kind=fixtures, script style",
     "Ian's post (Hutton's square being relaid, Saturday's game at ours now, same 1.30) is filed as news, so the "
     "filtered query leaves it out; the fixture card's sat 13/6 v Hutton Rudby 2nds (A) is in; 'where are the 2nds "
     "playing sat?' (at home, Thornby) gets away at Hutton Rudby", "RetrievalError", "chroma.query",
     "filtered_by_scope"),
    ("b117_qdrant_boathire_sunday_count_delete.py", "qdrant delete of points marked cancelled, script style",
     "Friday's clear-out deletes Sue's note marked cancelled (the Jacksons cancel Puffin for sun 24th but move up to "
     "Kingfisher, 8 of them now, same 10-4); 'how many boats are going out tmrw?' (4) gets 3", "DeletionError",
     "qdrant.delete", "deleted"),
    ("b117_langgraph_pta_disco_finish_lost_update.py", "LangGraph store sync, two writers in threads",
     "the ticket job puts back its stale record of the KS2 disco (5.30-7.30) with the ticket numbers, losing "
     "Claire's edit (5.30-7.15 now, Phil the caretaker has to lock up by half 7); 'what time do i pick up from the "
     "KS2 disco fri?' (7.15) gets 7.30", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b117_langchain_carols_carehome_length_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (Ashgrove care home: 20 mins tops, residents get tired, 6.30 not 5); the pasted "
     "tour sheet (approx 40 min set at each stop) stays; 'how long are we singing at ashgrove?' (20 minutes at "
     "most) gets about 40", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b117_zep_groomer_weds_takings_response.py", "Zep facts (sync client, stand-in), script style",
     "the facts have Bramble's full groom £45, Pip £38 cash and old Bess's nails £8 on top (plus Dexter already "
     "paid by bank and a £30 de-shed quote); the model adds the first two; 'how much should i be taking tmrw?' "
     "(£91) gets £83", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b117_llamaindex_pta_raffle_diff_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the chat has 318 stubs sold on the day, last year's 350 all in and, later, 96 bought online 'on top of the "
     "stubs'; the model leaves the online ones out; 'how many more raffle tickets did we sell than last yr?' (64 "
     "more) gets 32 fewer", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH117_CONTROLS = [
    ("b117_ctl_mem0_cricket_raj_playing_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'yes - he's opening with Tom' (memory: team sheet has Tom + Raj to open; at nets Raj pulled up "
     "grabbing the back of his leg, the physio reckons 3-4 wks, Danny's in)", "AnnotationError", None, None),
    ("b117_ctl_chroma_pta_float_who_label.py", "chroma query, turn spans",
     "none; label 'Karen, the treasurer' (memory: Karen does the floats as always; Karen's in Devon that wknd for "
     "her sister's wedding, Jo (sec) is doing the bank run fri dinnertime)", "AnnotationError", None, None),
    ("b117_ctl_qdrant_boathire_free_boats_label.py", "qdrant query, two writers in threads",
     "none; label 'Puffin, Kingfisher, Mallard and Otter' (memory: the fleet has Otter; Otter caught something by "
     "the weir, prop shaft's bent, she's on the trailer a wk at least)", "AnnotationError", None, None),
    ("b117_ctl_letta_carols_red_lion_why_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'the landlord complained about the noise' (memory: last year he was a bit grumpy re the noise but "
     "did mulled wine; the Red Lion's been bought out, the new lot have gutted it, builders in till Feb)",
     "AnnotationError", None, None),
    ("b117_ctl_evermemos_groomer_mochi_time_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '10am' (memory: Mochi booked sat 13th 10am; her lad's got football till 11; Jodie swaps her w the "
     "Abbotts - Dexter at 10, Mochi half 12ish after)", "AnnotationError", None, None),
]
BATCH118 = [
    ("b118_mem0_florist_ashworth_colours_extract.py", "mem0 infer=True (scripted model), turn spans, 4 notes",
     "extraction of Nell's Tue 23rd June note keeps the bouquet count (bride, 2 bridesmaids, Poppy's wand) but writes "
     "the colours as 'burgundy and sage with ivory' where the note says dusky pink + sage w ivory, NOT burgundy (too "
     "wintry for sept); 'what colours am i getting in?' for the Ashworth bouquets (dusky pink, sage, ivory) gets "
     "burgundy, sage and ivory", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b118_qdrant_plumber_henderson_quote_scoped.py", "qdrant query filtered to kind=quote, script style",
     "Lisa's note of the 22.3. call (flue out the side wall, £240 on top, Mrs Henderson fine with it) is kind=phone, "
     "so the quote-only query leaves it out; 'what did we quote the hendersons all in?' (£2090) gets the quote's "
     "£1850", "RetrievalError", "qdrant.query_points", "filtered_by_scope"),
    ("b118_chroma_charity_osei_sofa_delete.py", "chroma delete of ticked-off messages by id, script style",
     "the Friday clear-out deletes Priya's ticked message (Mr Osei can't do the 18th, grandkids sleeping on the sofa, "
     "sat 25th after 10); the collections sheet still says sat 18th; 'when am i picking up the osei sofa?' (Sat 25th) "
     "gets tomorrow, Sat 18th", "DeletionError", "chroma.delete", "deleted"),
    ("b118_langgraph_scouts_tents_lost_update.py", "LangGraph store sync, two writers in threads",
     "the QM's trailer-plan job puts back its stale tents record (6: one per patrol + leaders' + mess) with the "
     "loading plan, losing Skip's edit (Kestrels are 9 now, split across 2, old Icelandic from the loft: 7); 'how "
     "many tents am i putting in the trailer?' (7) gets 6", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b118_langchain_bridge_county_heat_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (county heat sun 14th upstairs at the Rugby Club function room, church hall floor "
     "being sanded); the pasted fixture card (heats at St Mark's unless stated) stays; 'where's the county heat "
     "sunday?' (Rugby Club) gets St Mark's church hall", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b118_letta_plumber_garside_days_response.py", "Letta core memory block (stand-in), script style",
     "the diary block has the Garside bathroom as Gaz 3 days first fix, Wayne 2 days tiling, Gaz 1 day second fix; "
     "the model leaves Wayne out; 'how many days is the garside bathroom all in?' (6) gets 4", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b118_llamaindex_bridge_pairs_short_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the chat has 11 pairs, then Jean + Maureen in (12), then Dot and Ken out (Ken's hip); 7 tables need 14 pairs; "
     "the model misses the dropout; 'how many more pairs do i need to find for 7 tables?' (3) gets 2",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH118_CONTROLS = [
    ("b118_ctl_mem0_florist_lowfold_handover_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'Becky, the wedding coordinator' (memory: Becky takes the flowers in from 10; then Becky's off on "
     "maternity from August, 'lovely news', Tom the events manager is looking after her couples)", "AnnotationError",
     None, None),
    ("b118_ctl_chroma_scouts_gas_stoves_label.py", "chroma query, turn spans",
     "none; label 'yes - the 2 double burners and 4 bottles' (memory: kit list has them; the warden: no gas AT ALL in "
     "the woodland field this yr after last Aug's fire, fire pits by each pitch; Raj cooking on the fire all wk)",
     "AnnotationError", None, None),
    ("b118_ctl_qdrant_bridge_start_time_label.py", "qdrant query, script style",
     "none; label '7.15 for 7.30' (memory: club nights tues + thurs 7.15 for 7.30; committee 2/10: Doreen, Pat + the "
     "Hallidays won't drive in the dark now, so thursdays are afternoons Nov to end of Feb, 1.30 for 1.45)",
     "AnnotationError", None, None),
    ("b118_ctl_zep_plumber_kaur_rad_why_label.py", "Zep facts (sync client, stand-in), turn spans",
     "none; label 'waiting on the part from Plumbase' (memory: valve on order, waiting on it; Gaz picked it up tues "
     "14/4; Mr Kaur texted - off to Leicester for his mum's 80th, back the 28th, do it after that)",
     "AnnotationError", None, None),
    ("b118_ctl_evermemos_charity_dress_price_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '£45' (memory: Pam ticketed the wedding dress £45; Linda: it's a Pronovias, they go for 200+ on "
     "ebay, put it in the window at £95; Pam: 'ooh fair enough, I'll do a new ticket')", "AnnotationError", None,
     None),
]
BATCH119 = [
    ("b119_mem0_garden_rectory_order_extract.py", "mem0 infer=True (scripted model), turn spans, 4 notes",
     "extraction of Dawn's Weds 8 Apr note keeps the delivery (fri 10th am, gate code 4471, leave by the greenhouse) "
     "but drops the change to the order (box balls off, refunded £114; 3 lavender 'hidcote' + the 6ft fan trellis "
     "instead); 'what am i taking to the old rectory?' (2 olives, 10 compost, 3 lavender, trellis) gets the 2 olives, "
     "6 box balls and the compost", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b119_chroma_football_mensah_total_topk.py", "chroma query with n_results=3, script style",
     "Jayden's mum's text of 22.9. (add the club trackie, £24, put it on her bill) ranks sixth for the query, behind "
     "notes on his lifts and his trophy, so the top-3 query leaves it out; 'how much is jayden's mum paying me all "
     "in, subs + kit?' (£116) gets £92 (£60 subs + £32 kit)", "RetrievalError", "chroma.query",
     "ranked_below_top_k"),
    ("b119_qdrant_cottage_bunkroom_delete.py", "qdrant delete by booking filter on closing a stay, script style",
     "closing the Grants' booking deletes Sue's note filed under it (their spaniel slept on the bunk beds, full deep "
     "clean needed, the Pattersons' lad in next is allergic to dogs); the checklist says deep clean monthly, next "
     "due 1st; 'do i need to do the deep clean on the bunk room today?' (yes) gets no", "DeletionError",
     "qdrant.delete", "deleted"),
    ("b119_langgraph_hall_keys_lost_update.py", "LangGraph store sync, two writers in threads",
     "the treasurer's deposit job puts back its stale copy of the Thornton booking (keys from Brian, the caretaker) "
     "with the deposit banked, losing Margaret's edit (Brian's in for his knee op, keys from Pauline, the committee "
     "chair, 4 Church Lane); 'who am i getting the keys off for tomorrow?' (Pauline) gets Brian", "UpdateError",
     "langgraph.store.put", "overwritten"),
    ("b119_langchain_choir_arrival_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (Ian wants everyone at St Peter's for 5.15 sat for a run-through with the brass, "
     "not 6); the pasted newsletter blurb (singers arrive 6pm) stays; 'what time do the altos need to be at church "
     "on sat?' (5.15) gets 6pm", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b119_zep_cottage_changeover_hours_response.py", "Zep facts (sync client, stand-in), script style",
     "the facts have the house times (out by 10, in from 4), the Okafors' late checkout till 11 and the Frasers let "
     "in early at 3; the model misses the early arrival; 'how long have i got to turn swallow barn round on sat?' "
     "(4 hours) gets 5 hours", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b119_llamaindex_choir_tickets_left_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the chat has St Peter's at 150, 87 sold by mon 8/6, 6 held for the Mayor's party, then 14 sold at the WI "
     "coffee morning; the model misses the WI sales; 'how many more can we actually sell?' (43) gets 57",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH119_CONTROLS = [
    ("b119_ctl_mem0_football_harvey_why_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'his subs are two months behind' (memory: subs 2 mths behind, club rule no playing; then his dad "
     "came to training w an envelope, 'all square up to xmas now'; then Harvey went over on his ankle in PE, on "
     "crutches, 2 wks at least)", "AnnotationError", None, None),
    ("b119_ctl_chroma_garden_hedging_drop_label.py", "chroma query, two writers in threads",
     "none; label '12 Moor Rd, round the back' (memory: the order says deliver to the house 12 Moor Rd; Mr "
     "Ravenscroft rang back: the beech isn't for his own garden after all, it's for the allotments' boundary, drop "
     "at Moor Lane allotments, gate by the sheds)", "AnnotationError", None, None),
    ("b119_ctl_qdrant_hall_dhillon_date_label.py", "qdrant query, script style",
     "none; label 'Sat 9th May' (memory: pencilled sat 9th May; then her brother can't get flights over from "
     "Toronto till the 14th and they're not doing it w/o him, could she have the 23rd - put her in 6-11.30pm)",
     "AnnotationError", None, None),
    ("b119_ctl_letta_cottage_hendry_guests_label.py", "Letta core memory block (stand-in), turn spans",
     "none; label '6 - 4 adults and 2 kids' (memory: Hendry party of 6; then Mrs Hendry emailed: her brother + his "
     "wife have had to pull out, baby's decided to come early, so it's just them + the kids now)",
     "AnnotationError", None, None),
    ("b119_ctl_evermemos_choir_pianist_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'Alan, the choir's usual accompanist' (memory: Alan accompanying as usual; then Alan: daughter's "
     "booked flights to Calgary, cheaper mid-June, he'll miss the concert, Ruth from St Peter's says she'll play)",
     "AnnotationError", None, None),
]
BATCH120 = [
    ("b120_mem0_bees_extractor_place_extract.py", "mem0 infer=True (scripted model), turn spans, 4 notes",
     "extraction of Hilary's 16th may note keeps the 2 new uncapping forks and Anjali's bus-shelter swarm but drops "
     "the move (Dave's packing in his plot, extractor + tank gone to Marion's garage, the Coach House, Old Lane); "
     "'where do i pick up the club extractor?' (the Coach House) gets Dave's shed at Ridge Lane allotments",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b120_chroma_allotment_weds_hours_scoped.py", "chroma query scoped to topic=shop, script style",
     "the AGM minute of 14/3 (hut opens weds evenings too from Easter, 6 till 7.30ish, Pat doing weds) is topic=agm, "
     "so the shop-only query leaves it out; 'what time's the hut open tonight?' on Weds 8 Apr (6-7.30ish) gets "
     "only open sundays 10-12", "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b120_qdrant_gp_drivers_whitworth_delete.py", "qdrant delete of done trips by id, script style",
     "Monday's tidy deletes Ray's done trip of 3/3, whose note says the clinic rang: Mrs Whitworth's eye follow-up is "
     "TUE 21st 2.40pm not the 15th; the bookings sheet still has it pencilled Weds 15/4; 'what day's mrs "
     "whitworth's eye clinic follow up?' (Tue 21st) gets Weds 15th", "DeletionError", "qdrant.delete", "deleted"),
    ("b120_langgraph_folk_meadow_crew_lost_update.py", "LangGraph store sync, two writers in threads",
     "the wristband job puts back its stale meadow-sat crew record (Jo, Tom, Bex, Aziz on the desk) with the "
     "wristbands, losing Mags's edit (Aziz swapped to sunday - his sister's wedding - Nia + Callum off the reserve "
     "list); 'who've i got on the meadow crew tomorrow?' (Tom, Bex, Nia, Callum) gets Tom, Bex and Aziz",
     "UpdateError", "langgraph.store.put", "overwritten"),
    ("b120_langchain_dance_dress_rehearsal_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (dress rehearsal sat 16th may at the Civic is the full day, 9.30 till 4, two runs "
     "w lights); the pasted parents' letter (saturdays 10-12.30 unless stated) stays; 'how long's the dress "
     "rehearsal sat?' (6.5 hours) gets 2.5 hours", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b120_zep_allotment_bankhol_takings_response.py", "Zep facts (sync client, stand-in), script style",
     "the facts have the bank hol weekend takings as sat 2nd £86.50, sun 3rd £142 and mon 4th £61.20 (Val opened "
     "10-12); the model leaves the monday out; 'how much did the hut take over the bank hol weekend all in?' "
     "(£289.70) gets £228.50", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b120_llamaindex_bees_jars_left_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the chat has 60 jars in the cupboard, 25 sold at the market sat 5/9, 6 to Marion for the tombola and 10 "
     "dropped at the post office shop; the model misses the post office's; 'how many jars of the summer blossom "
     "have we got left?' (19) gets 29", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH120_CONTROLS = [
    ("b120_ctl_mem0_gp_drivers_not_in_who_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'Sandra, the scheme coordinator, on the scheme mobile' (memory: info sheet says ring Sandra; then "
     "'Sandra's having her knee done on the 3rd (finally!!) - off 6 wks', Rob the practice manager: ring reception + "
     "ask for him, the scheme mobile's in her drawer)", "AnnotationError", None, None),
    ("b120_ctl_chroma_folk_meal_ticket_label.py", "chroma query, two writers in threads",
     "none; label 'yes - a meal ticket for any shift of 4 hrs or more' (memory: the handbook says so; Mags in the "
     "chat: council grant's been cut, proper meals only for full days, 4 hr shift = tea + cake voucher)",
     "AnnotationError", None, None),
    ("b120_ctl_qdrant_dance_tap_fitting_label.py", "qdrant query, script style",
     "none; label 'Thurs 23rd April' (memory: tap fittings Thurs 23rd 5.30 in studio 2; Kerry: Sue's only gone + "
     "booked studio 2 for her pilates thurs nights, so tap fittings'll be the tues after, 28th, same time)",
     "AnnotationError", None, None),
    ("b120_ctl_letta_bees_hive3_heather_why_label.py", "Letta core memory block (stand-in), turn spans",
     "none; label 'it's queenless' (memory: 14/3 hive 3 queenless after the swarm; Pete's queen in 22.3.; 16th may "
     "new queen laying nicely but only on 5 frames; heather plan: 3's too small, leave it home to build up for "
     "winter)", "AnnotationError", None, None),
    ("b120_ctl_evermemos_allotment_charlotte_count_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '13' (memory: 20 sacks of Charlotte came 4/4; Roy counted 13 left after sunday's shop; Pat: 'them "
     "13 Charlotte inc the 3 sacks in the corner w the blue tape - they're the school garden's, Mrs Hill's paid "
     "already')", "AnnotationError", None, None),
]
BATCH121 = [
    ("b121_mem0_bnb_okafor_arrival_extract.py", "mem0 infer=True (scripted model), turn spans, 4 notes",
     "extraction of Gill's Weds 8 Apr note keeps the boiler man (Tues 14th 8.30-12) and the room 4 shower tray but "
     "drops Mrs Okafor's call (not till 9.30ish on the fri, straight from Leeds, key in the key safe); 'what time are "
     "the room 2 lot getting in tonight?' (about 9.30pm) gets about 4", "ExtractionError", "mem0.extract",
     "omitted_at_extraction"),
    ("b121_chroma_libvan_thornby_stop_recent.py", "chroma query filtered to the last six weeks, script style",
     "Jan's note of 20/1 (from 2nd Feb the Thornby stop is the lay-by outside the primary school on Church Lane, the "
     "hall car park's been sold) is older than the posted>=5/3 filter; the spring route card copied 30/3 still says "
     "the village hall car park; 'where do i park up in thornby this aft?' gets the village hall car park",
     "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b121_qdrant_fridge_tesco_pickup_delete.py", "qdrant delete by payload filter (from=sue), script style",
     "Sue asked to be taken off the helper, so every point she posted is deleted, including her goodbye (Imran's "
     "taking the tesco sat run, he's got the fob + the crates); the rota still says Tesco Extra 8.30 - Sue; 'who's "
     "doing the tesco pick up tomorrow?' (Imran) gets Sue", "DeletionError", "qdrant.delete", "deleted"),
    ("b121_langgraph_bells_peal_date_lost_update.py", "LangGraph store sync, two writers in threads",
     "the parish-mag job puts back its stale May peal record (Sat 9th May, 2pm) with the magazine note, losing "
     "Keith's edit (Sat 16th, same time - a wedding at 1 on the 9th and the vicar won't have 3 hrs of ringing after "
     "it); 'what date's the peal attempt?' (Sat 16th May) gets Sat 9th May", "UpdateError", "langgraph.store.put",
     "overwritten"),
    ("b121_langchain_minis_festival_kit_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (Hartley sun 26th: gumshield, named water bottle, packed lunch - no food van - and "
     "the club hoodie for the team photo); the pasted handbook list (boots, gumshield, water bottle, no jewellery) "
     "stays; 'what do the kids need to bring sunday?' gets the handbook list", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b121_zep_fridge_easter_shifts_response.py", "Zep facts (sync client, stand-in), script style",
     "the facts have 14 easter-week shifts, Bev 4 mornings, Imran 3 afternoons, Kath thurs morning + weds afternoon, "
     "the Scouts sat + sun both shifts; the model leaves Kath's two out; 'how many shifts have we still got nobody "
     "for over easter week?' (1, the fri afternoon) gets 3", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b121_llamaindex_minis_hartley_owe_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the chat has Hartley's entry at £20 a team, 2 teams booked 14/3, a 3rd got in off the waiting list 22.3., bacon "
     "butties £1.50 a head for 26 kids (the £45 minibus is the council's); the model prices two teams; 'how much do "
     "we owe hartley all in?' (£99) gets £79", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH121_CONTROLS = [
    ("b121_ctl_mem0_bells_no_practice_why_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'the ropes on the 4 and 6 need replacing' (memory: ropes fraying, new ones ordered, 'fine to ring "
     "on meantime, just go steady on the 4'; Sandra: no practice tues 21st, the choral society have the nave for "
     "their concert rehearsal till 9.30, come to St Mary's Kirkby 7.45)", "AnnotationError", None, None),
    ("b121_ctl_chroma_libvan_ashby_green_howlong_label.py", "chroma query, two writers in threads",
     "none; label '45 minutes' (memory: friday timetable Ashby Green 10-10.45, 45 mins; Mick 3/4: queue every wk "
     "since the new estate, 'Jan says just stay the hour, 10 till 11, school are happy to have us at quarter past')",
     "AnnotationError", None, None),
    ("b121_ctl_qdrant_bnb_dog_bed_yesno_label.py", "qdrant query, script style",
     "none; label 'yes - Bramble the springer's coming, the £15 dog fee's paid' (memory: the booking says so; Mrs "
     "Henderson 12/5: 'Bramble's stopping w my sister after all, she's due her pups any day', Gill refunded the £15)",
     "AnnotationError", None, None),
    ("b121_ctl_letta_minis_u7_count_label.py", "Letta core memory block (stand-in), turn spans",
     "none; label '10' (memory: 10 U7s down for Hartley 14/3; Theo broke his wrist on the trampoline, he'll come + "
     "watch; Evie's mum: 'it's her cousin's wedding on the 26th'; new lad Leo, forms done)", "AnnotationError",
     None, None),
    ("b121_ctl_evermemos_fridge_greggs_day_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'Mon 13th April at 5.30' (memory: rota Mon 13th - Dev, Thu 16th - Ann; Dev 10/4: 'greggs lady says "
     "mondays are going on the Too Good To Go app from this wk, so there'll be nowt for us on the 13th', he does "
     "Ann's thurs)", "AnnotationError", None, None),
]
BATCH122 = [
    ("b122_mem0_netball_semi_time_extract.py", "mem0 infer=True (scripted model), turn spans, 4 notes",
     "extraction of Dawn's Weds 8 Apr note keeps Jade as Comets captain and the new Molten 5s but drops the move "
     "(court 1's lights out, Ravens v Hawks semi to court 3 at 7.40 not 8.20); 'what time's our cup semi tmrw?' "
     "(7.40, court 3) gets 8.20 on court 1", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b122_qdrant_brewery_fleece_owed_scoped.py", "qdrant query filtered to kind=invoice, script style",
     "Kev's delivery note of Thu 2/4 (took back a porter firkin off INV 1041 that had gone off, Nadine agreed £78 "
     "comes off) is kind=delivery, so the invoice-only query leaves it out; 'how much does the Fleece owe us?' "
     "(£468) gets £546", "RetrievalError", "qdrant.query_points", "filtered_by_scope"),
    ("b122_chroma_wildlife_brock_meet_delete.py", "chroma delete where status=done, script style",
     "the clear-out deletes Sue's write-up of the sat 14/3 coppicing, which says the Brock Wood lot meet at the "
     "Mill Lane lay-by by the kissing gate from now on (vicar wants the church car park on sat mornings); the info "
     "sheet still says St Mary's church car park; 'where do we meet tmrw for brock wood?' gets the church car park",
     "DeletionError", "chroma.delete", "deleted"),
    ("b122_langgraph_newsletter_deadline_lost_update.py", "LangGraph store sync, two writers in threads",
     "the advert billing job puts back its stale May-issue record (copy by Mon 20th April) with the invoices, "
     "losing Margaret's edit (copy by Fri 17th - Dales Print shut the wk of the 20th, staff hols); 'when's the last "
     "day for my WI bit for the may one?' (Fri 17th) gets Mon 20th", "UpdateError", "langgraph.store.put",
     "overwritten"),
    ("b122_langchain_driving_josh_double_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (Josh wants a double before his tue 21st 1.32pm test, 2 hrs from 11.15); the "
     "pasted terms (lessons are 1 hour unless booked as a double) stay; 'how long's josh's lesson tue before his "
     "test?' (two hours) gets an hour", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b122_zep_netball_ravens_wins_response.py", "Zep facts (sync client, stand-in), turn spans",
     "the facts have the Ravens' results: beat Kestrels 34-27, lost to Comets 30-41, drew 29-29 with Hawks, beat "
     "Owls 38-22 and Swifts 31-30; the model counts the draw as a win; 'which teams have we beaten this season?' "
     "(Kestrels, Owls, Swifts) adds the Hawks", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b122_llamaindex_wildlife_hedge_left_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the chat has the Top Field hedge at 220m gate to gate (the grant pays for 180m of it) and 60m, 45m and 38m "
     "laid; the model works from the grant's 180m; 'how many metres have we still got to lay?' (77) gets 37",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH122_CONTROLS = [
    ("b122_ctl_mem0_driving_chloe_paid_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'no - she owes £68' (memory: Mon 13/4 two lessons, £34 each so owes £68, usually cash on the "
     "thurs; Weds 15/4 her mum rang, sorted both by bank transfer sunday night; Thu 16th the £68's gone in)",
     "AnnotationError", None, None),
    ("b122_ctl_qdrant_netball_court2_umpire_label.py", "qdrant query, two writers in threads",
     "none; label 'Ann' (memory: rota has court 2 Shelley + Ann; Bev: Ann can't do tues now, her lad's parents "
     "evening - Gill's said she'll do the 7pm on court 2 w Shelley before her own game)", "AnnotationError", None,
     None),
    ("b122_ctl_chroma_newsletter_bakehouse_why_label.py", "chroma query, turn spans",
     "none; label 'they hadn't paid for April's half page' (memory: 2/4 Bakehouse haven't paid, chase; Weds 8 Apr "
     "Sandra gave me the £32 cash over the counter; 14/4 shut all of May while the new ovens go in, back for June)",
     "AnnotationError", None, None),
    ("b122_ctl_letta_wildlife_hedge_volunteers_label.py", "Letta core memory block (stand-in), script style",
     "none; label '9' (memory: signed up so far ... = 9; Tue 21st Dan's back's gone again, he won't be up to it; "
     "Weds 22.4. Mrs Patel's dropping 3 of her older Scouts off to have a go)", "AnnotationError", None, None),
    ("b122_ctl_evermemos_brewery_shoulder_drop_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'Thurs 23rd' (memory: Shoulder every other thurs, next Thurs 23rd; Deb rang, cellar floor being "
     "re-done on the 23rd, can we come the day before - Kev passing weds anyway, told her no bother, weds 22nd "
     "before 11)", "AnnotationError", None, None),
]
BATCH123 = [
    ("b123_mem0_show_baking_judge_extract.py", "mem0 infer=True (scripted model), turn spans, 4 notes",
     "extraction of Val's 14/7 note keeps the raffle prizes (Co-op hamper, meal for 2 at the Fox) and Geoff on the "
     "PA but drops the change of judge (Mrs Hardcastle's having her hip done, Pat Whitely from Skipton WI steps in); "
     "'who's judging the baking sat?' (Pat Whitely) gets Mrs Hardcastle", "ExtractionError", "mem0.extract",
     "omitted_at_extraction"),
    ("b123_chroma_removals_okafor_drop_scoped.py", "chroma query filtered to week w/c 20/4, script style",
     "Tracey's 15/4 phone note (Okafors' completion on Kirkgate's slipped, take the lot to Big Yellow, Thornbury Rd "
     "Bradford, unit 214) is filed under w/c 13/4, so the week-only query leaves it out; 'where are we taking the "
     "okafors' stuff thurs?' (Big Yellow, Bradford) gets 7 Kirkgate, Otley", "RetrievalError", "chroma.query",
     "filtered_by_scope"),
    ("b123_qdrant_flowers_brenda_sunday_delete.py", "qdrant delete by ids (duplicate-rota tidy-up), step spans",
     "the tidy-up keeps the first May rota point and deletes Margaret's Tue 7/4 note filed as a May rota (Brenda + "
     "Jean swapped, Jean's grandson's christening on the 16th, Brenda's on the 30th); 'which sunday am i on flowers "
     "in may?' (Sun 30th) gets Sun 16th (Whitsun)", "DeletionError", "qdrant.delete", "deleted"),
    ("b123_langgraph_music_summer_fee_lost_update.py", "LangGraph store sync, two writers in threads",
     "the booking job puts back its stale summer-term record (£5 a session, siblings half price) with the register "
     "counts, losing Kirsty's edit (£6.50 a session, hall's put the rent up, £39 the block, siblings £3 = £18); "
     "'how much do i owe for the summer block for alfie + maisie?' (£57) gets £45", "UpdateError",
     "langgraph.store.put", "overwritten"),
    ("b123_langchain_gala_ellie_relay_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (Ava's broken her wrist, Ellie swims breaststroke in the u10 medley relay instead); "
     "the pasted league entry of 22.3. (breast Ava, reserves Ellie, Mia) stays; 'is ellie swimming in the relay "
     "sat?' (yes) gets no, she's a reserve", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b123_letta_removals_fletcher_hours_response.py", "Letta core memory block (stand-in), script style",
     "the block has the usual day (8.30-5) and, for the Fletchers' Tue 28th job, keys back to Dacre Son + Hartley "
     "by 1.30pm latest so an 8am sharp start; the model answers from the usual day; 'how long have we got at the "
     "fletchers' tues?' (5 and a half hours) gets a full day, 8.30-5", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b123_llamaindex_show_veg_entries_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the chat has last yr's 54 veg entries, 41 in by the weds close, 23 late from the allotment lot and Brian's 3 "
     "onion entries withdrawn (slugs); the model leaves out the withdrawal; 'how many more veg entries than last "
     "yr?' (7) gets 10", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH123_CONTROLS = [
    ("b123_ctl_mem0_music_class_time_label.py", "mem0 infer=False, search, turn spans",
     "none; label '10.30' (memory: 14/3 10.30 the 2-3s; Tue 23rd hall's letting the room to the pensioners' chair "
     "yoga till half 10 from summer term, they need 15 mins to stack the chairs, so 2-3s start 10.45 from the 28th "
     "apr)", "AnnotationError", None, None),
    ("b123_ctl_chroma_gala_finals_count_label.py", "chroma query, two writers in threads",
     "none; label '5' (memory: through to this aft's finals Lily, Grace, Sophie, Ellie, Mia - that's 5 of ours; "
     "Darren: Mia's been sick in the changing rooms, her mum's taken her home, she won't be back for this aft)",
     "AnnotationError", None, None),
    ("b123_ctl_qdrant_show_dobson_cups_label.py", "qdrant query, script style",
     "none; label 'the baking challenge cup, the rose bowl and the crafts shield' (memory: sat 8/8 all three to Mrs "
     "Dobson; sun 9th Pat had put the Victoria sponge class in twice when she added up, on the proper figures Jean "
     "Roper's ahead by 2 pts on the baking, cup's going round to Jean's)", "AnnotationError", None, None),
    ("b123_ctl_zep_flowers_pat_why_label.py", "Zep facts (sync client, stand-in), turn spans",
     "none; label 'her knee's bad' (memory: 22.3. Pat might struggle w the 21st, knee's bad again; Weds 8 Apr knee "
     "much better since the injection, back to Zumba; Tue 21/4 our Gemma's wedding moved to sat 20th June, in "
     "Cornwall, away that whole wknd, Irene taking the 21st)", "AnnotationError", None, None),
    ("b123_ctl_evermemos_removals_driver_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'Stu' (memory: Tracey: Patels fri, Stu driving the 7.5t; Stu: C1 medical's run out, DVLA 6-8 wks; "
     "Dave: you can't go on the 7.5t till it comes, I'll drive it fri myself, Stu in the luton w Lee)",
     "AnnotationError", None, None),
]
BATCH124 = [
    ("b124_mem0_rescue_pepper_spay_extract.py", "mem0 infer=True (scripted model), turn spans, 4 notes",
     "extraction of Carol's Weds 10 Jun note keeps Pepper's new harness and Bramble's home check but drops the move "
     "(Mr Okafor's away on the 18th, Pepper's spay now Tue 23rd, drop off 8.30); 'what day am I taking Pepper in for "
     "her op?' (Tue 23rd June) gets Thu 18th June", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b124_qdrant_tennis_cardio_courts_scoped.py", "qdrant query filtered to author=sam, script style",
     "Linda's 22.4. club notice (courts 1 + 2 resurfaced from Mon 4th May for 3 wks, anything booked on them goes "
     "to 5 + 6, the floodlit ones at the back) is author=linda, so the coach-scoped query leaves it out; 'which "
     "courts are we on tonight for cardio?' (5 and 6) gets 1 and 2", "RetrievalError", "qdrant.query_points",
     "filtered_by_scope"),
    ("b124_chroma_bakery_grounds_monday_delete.py", "chroma delete where week < 19, script style",
     "the clear-out of invoiced weeks deletes Rosie's wk 17 note, which says Marta at the Grounds wants no more "
     "Monday bloomers (they don't shift) and 2 more seeded instead; the standing order still says 3 bloomers + 4 "
     "seeded; 'what am i baking for the Grounds monday?' (6 seeded, 12 sourdough rolls) gets the old list",
     "DeletionError", "chroma.delete", "deleted"),
    ("b124_langgraph_museum_supervisor_lost_update.py", "LangGraph store sync, two writers in threads",
     "the group-bookings job puts back its stale Sat 16th May rota (duty supervisor Maureen) with the school and U3A "
     "groups, losing Jill's edit (Derek supervisor - Maureen's off, her grandson's christening); 'who's supervisor "
     "tmrw?' (Derek) gets Maureen", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b124_langchain_parish_hughes_vote_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (Cllr Hughes declaring an interest in item 6, Orchard Lane - his sister-in-law's "
     "application - so he'll step out and not vote); the pasted pack (all members present may vote on every item) "
     "stays; 'can Cllr Hughes vote on the orchard lane one thurs?' (no) gets yes", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b124_letta_rescue_bramble_vet_total_response.py", "Letta core memory block (stand-in), script style",
     "the block has Bramble's vet costs: £58 vaccs + chip, £245 dental, £132 stitches + ear drops while we were in, "
     "£18.40; the model leaves out the ear drops; 'how much has bramble cost us at the vets so far?' (£453.40) gets "
     "£435", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b124_llamaindex_tennis_orange_spaces_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the chat has the Thursday mini orange group at 16 places, 11 signed up, the Patel twins dropped out and 3 from "
     "the taster day wanting in; the model leaves the twins in; 'how many more kids can we take?' (4) gets 2",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH124_CONTROLS = [
    ("b124_ctl_mem0_museum_tour_length_label.py", "mem0 infer=False, search, turn spans",
     "none; label '45 mins' (memory: 14/3 Sat highlights tour 45 mins, Egypt room shut from today while the cases "
     "are redone; 22.3. Ken: w/o the Egypt room it's barely half an hour, telling people half an hour at the desk "
     "now)", "AnnotationError", None, None),
    ("b124_ctl_chroma_parish_shelter_why_label.py", "chroma query, turn spans",
     "none; label 'they're still waiting on the county's quote' (memory: 14/3 deferred, waiting on county's quote; "
     "22.3. county quote £2,340 inc the base; Weds 8 Apr deferred again, Cllr Ahmed reckons the Co-op should go "
     "halves, seeing their area manager)", "AnnotationError", None, None),
    ("b124_ctl_qdrant_bakery_grounds_sat_drop_label.py", "qdrant query, two writers in threads",
     "none; label '7.30' (memory: Grounds sat standing order, drop 7.30ish round the back; Sat 11/4 Tom: nobody in "
     "till gone 8 on sats now, crows had a go at the buns, swing back after the Daily Grind, quarter past 8 or so, "
     "done that since)", "AnnotationError", None, None),
    ("b124_ctl_zep_tennis_club_courts_label.py", "Zep facts (sync client, stand-in), turn spans",
     "none; label '6' (memory: 14/3 sat club session 2-5, all 6 courts; 22.3. Sam: county want courts 5 + 6 for a "
     "juniors taster on sat 16th may, 1.30pm-4.30pm, said yes)", "AnnotationError", None, None),
    ("b124_ctl_evermemos_rescue_bev_dogs_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'Biscuit and Nell' (memory: 1/6 Bev's got 2 in atm, Biscuit + Nell; 6/6 Nell went to the "
     "Hardcastles; 9/6 Bev's having Mo till Liz is back from Wales; 10/6 Bev's taking Dev's little black pup weds)",
     "AnnotationError", None, None),
]
BATCH125 = [
    ("b125_mem0_puppy_wk5_time_extract.py", "mem0 infer=True (scripted model), turn spans, 4 notes",
     "extraction of Gail's Weds 8 Apr note keeps Luna's mum paying and Rolo's recall but drops the move (funeral tea "
     "in the back room tue 14th, wk 5 on the rec behind the hall, half 6 not 7); 'what time's puppy class tmrw?' "
     "(half 6, on the rec) gets 7pm in the back room", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b125_qdrant_canal_otter_mooring_scoped.py", "qdrant query filtered to boat=otter, script style",
     "Mick's 22.3. moorings notice (CRT piling the bank at Salterhebble from Mon 6th April, everyone on pontoon B to "
     "the visitor moorings at Elland basin meanwhile) is boat=all, so the boat-scoped query leaves it out; 'where's "
     "Otter moored atm?' (Elland basin) gets Salterhebble pontoon B berth 7", "RetrievalError",
     "qdrant.query_points", "filtered_by_scope"),
    ("b125_chroma_lunchclub_diets_delete.py", "chroma delete where lunch == 9 Apr, script style",
     "the clear-out of the 9 Apr lunch's notes deletes Mavis's note, which says the doctor's confirmed Mrs Hirst is "
     "coeliac - gluten free from now on; the standing diet list has no Mrs Hirst; 'what diets have i got to do for "
     "tmrw?' (Mr Patel veggie, Joan diabetic, Bert no onions, Mrs Hirst GF) leaves her out", "DeletionError",
     "chroma.delete", "deleted"),
    ("b125_langgraph_cinema_jaws_day_lost_update.py", "LangGraph store sync, two writers in threads",
     "the ticket-sync job puts back its stale Jaws record (Fri 22nd May) with the online sales, losing Mia's edit "
     "(Sat 23rd now - the Trades Club have a wedding do on the fri); 'what day's jaws??' (Sat 23rd May) gets Fri "
     "22nd", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b125_langchain_karate_murphys_fees_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (Sensei's family rate for the three Murphys from may, £55 a month not 3 x £25); the "
     "pasted fees (£25 junior) and the grading (£20, Ellie + Jack) stay; 'how much do the Murphys owe for may, with "
     "the grading?' (£95) gets £115", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b125_zep_lunchclub_driver_response.py", "Zep facts (sync client, stand-in), turn spans",
     "the facts have Ron driving Mrs Hirst + Bert, Ron's knee op on 7th April with no driving for 6 wks, and Sheila "
     "doing Ron's run till he's back; the model reads the driver list; 'who's picking mum up tmrw?' (Sheila) gets "
     "Ron", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b125_llamaindex_cinema_door_seats_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the chat has the Trades Club licensed for 80 seated, row G out for the projector table (8 seats), 41 sold "
     "online and 5 comps; the model forgets row G; 'how many can we sell on the door tmrw?' (26) gets 34",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH125_CONTROLS = [
    ("b125_ctl_mem0_karate_josh_grading_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'no - he's 3 sessions short' (memory: 14/3 24 sessions needed to grade, open mat counts, Josh on 21 "
     "so 3 short at the mo; Weds 8 Apr Josh was in tues AND thurs this wk + came to sat open mat, good lad)",
     "AnnotationError", None, None),
    ("b125_ctl_chroma_canal_workday_length_label.py", "chroma query, turn spans",
     "none; label '7 hours, 9-4' (memory: 14/3 work party sat 18th april, lock 4, 9-4 as usual; Weds 15 Apr CRT are "
     "running the pound down at 1 sat so we've all got to be off the lockside by then, still starting 9)",
     "AnnotationError", None, None),
    ("b125_ctl_qdrant_puppy_pups_count_label.py", "qdrant query, two writers in threads",
     "none; label '8' (memory: 14/3 8 pups booked; Tue 24th Rolo's family moving to Leeds, tonight was his last one; "
     "31/3 Bella joining from wk 3; Weds 8 Apr Luna's done her cruciate, crate rest 8 wks, that's her course)",
     "AnnotationError", None, None),
    ("b125_ctl_letta_cinema_late_start_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'the projector bulb was going' (memory: 14/3 Epson bulb on its way out; 22.3. new bulb in, "
     "picture's lovely now; Fri 10/4 started 20 mins late - the borrowed Trades Club HDMI never turned up, had to nip "
     "home for our old one)", "AnnotationError", None, None),
    ("b125_ctl_evermemos_lunchclub_next_date_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'Thu 7th May' (memory: 14/3 every other thurs - 26 mar, 9 apr, 23 apr, 7 may, 21 may; 20/4 7th "
     "may's the elections, hall's the polling station, Rev Di says we can have it the day after, the friday, same "
     "time)", "AnnotationError", None, None),
]
BATCH126 = [
    ("b126_mem0_holidayclub_zoo_pickup_extract.py", "mem0 infer=True (scripted model), turn spans, 4 notes",
     "extraction of Kerry's Mon 10 Aug note keeps the named sun cream and Nana Jean collecting Alfie fri but drops "
     "the late pick-up (coach can't beat the M42 traffic, zoo lot back 6ish, pick up 6pm off the coach in the school "
     "car park not the hall); 'what time's pick up tonight for the zoo lot?' (6pm, school car park) gets 5 from the "
     "hall door", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b126_chroma_cycling_road_meet_place_scoped.py", "chroma query where school=oakfield, script style",
     "the road safety office's 22.5. notice (Elm Rd / Church Ln junction dug up from Mon 8 June, all level 2 groups "
     "meet in the library car park and ride the Beech Ave loop) is school=all, so the Oakfield-scoped query leaves "
     "it out; 'where am i meeting the oakfield yr6s for the road bit tmrw?' (library car park) gets Elm Rd by the "
     "postbox", "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b126_qdrant_vegbox_hendry_box_list_delete.py", "qdrant delete kind=swap, week <= 20, script style",
     "the clear-out of done swap notes deletes Shaz's wk 19 note, which says Mrs Hendry can't have beetroot any more "
     "(doctor's orders, kidney stones) - leeks every week from now on; the medium list still has beetroot; 'what's "
     "going in mrs hendry's this thurs?' (spuds, carrots, onions, leeks, spring greens, rhubarb) gets the beetroot",
     "DeletionError", "qdrant.delete", "deleted"),
    ("b126_langgraph_panto_tech_day_lost_update.py", "LangGraph store sync, two writers in threads",
     "the stage manager's crew job puts back its stale tech rehearsal record (Sun 11th Jan, 10-6) with the crew and "
     "the van, losing Marion's edit (Sat 10th, 2pm till 10 latest - the Corn Exchange double-booked a wedding fair "
     "on the sun); 'which day's the tech this wknd?' (Sat 10th) gets Sun 11th", "UpdateError",
     "langgraph.store.put", "overwritten"),
    ("b126_langchain_quiz_tables_count_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (Dennis rang, the Rotary are 11 now so want 2 tables not 1, not on the online form "
     "yet); the pasted form (7 bookings, Rotary Club 1 table) stays; 'how many team tables am i setting out tmrw?' "
     "(8) gets 7", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b126_zep_panto_props_spend_response.py", "Zep facts (sync client, stand-in), script style",
     "the facts have the props spending: £6.50 washing line + pegs, £22 magic lamp, £38.60 paint '+ 2 tubs of gold "
     "glitter while i was there, £9', Ron's basket for nothing, £45 smoke machine hire; the model leaves out the "
     "glitter; 'how much have props spent so far?' (£121.10) gets £112.10", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b126_llamaindex_cycling_test_day_length_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the chat has the level 2 sessions weds 1.30-3 and, for the test day (weds 17th), Mrs Khan letting them stay "
     "till the bell at 3.20 for Rob's 20 min debrief; the model uses the usual times; 'how long have we got with "
     "them tmrw?' (1 hr 50) gets an hour and a half", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH126_CONTROLS = [
    ("b126_ctl_mem0_panto_twankey_matinee_who_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'Phil Barker' (memory: 14/11 cast list Widow Twankey Phil Barker, Gary understudy; 22.11. sat 17th "
     "matinee 2.30; 3/1 Phil: our Lucy's wedding's been brought forward to sat 17th, at the do all afternoon, Gary's "
     "all over the lines, back for the evening one)", "AnnotationError", None, None),
    ("b126_ctl_chroma_holidayclub_no_swim_why_label.py", "chroma query, turn spans",
     "none; label 'the leisure centre's short of lifeguards' (memory: 3.8. Jo: short of lifeguards, might cancel the "
     "odd session; Mon 10 Aug: a lad was sick in the big pool at the gala, drained down, chemicals need 48 hrs, no "
     "swim thurs 13th; Tue 11/8: lifeguard cover sorted till sept)", "AnnotationError", None, None),
    ("b126_ctl_qdrant_quiz_raffle_card_yesno_label.py", "qdrant query, two writers in threads",
     "none; label 'no' (memory: 14/2 raffle £1 a strip, cash only, we've no machine; 2/3 Viv: the hospice shop are "
     "lending us their SumUp reader for the night, tickets + raffle can go on it, £2 minimum)", "AnnotationError",
     None, None),
    ("b126_ctl_evermemos_vegbox_boxes_more_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '3' (memory: Thu 14 May 42 boxes out; 15/5 3 new ones off the open day from next thurs; 18/5 the "
     "Hendrys are in Filey till the 30th, Ted's mum's in hospital so hers is off too - 43 this week, 1 more)",
     "AnnotationError", None, None),
    ("b126_ctl_letta_holidayclub_maisie_dropoff_time_label.py", "Letta core memory block (stand-in), turn spans",
     "none; label '8.30' (memory: doors open 8.30 sharp, not before; 27/7 breakfast club from wk 3, 8am in the small "
     "hall, £3 a day; Fri 7/8 Helen's on earlies all next wk so Maisie's in for breakfast club mon-fri, £15 paid)",
     "AnnotationError", None, None),
]
BATCH127 = [
    ("b127_mem0_sourdough_shaping_day_extract.py", "mem0 infer=True (scripted model), turn spans, 4 notes",
     "extraction of Jess's 22.4. note keeps the £5 flour kitty and Mo's sesame allergy but drops the move of wk 3 "
     "(Bernie's at his daughter's in Galway on the 29th, shaping + baskets now Tue 5th May, same time 7-9.30); "
     "'when's the shaping one?' (Tue 5th May) gets Weds 29th April", "ExtractionError", "mem0.extract",
     "omitted_at_extraction"),
    ("b127_qdrant_minibus_tesco_driver_filtered.py", "qdrant query_points filtered kind=rota, script style",
     "Keith's Fri 26th text (cataract op brought forward to tues, Marge doing the tesco run, she's got her D1 back) "
     "is kind=message, so the rota-filtered query leaves it out; 'who's driving the tesco run tmrw?' (Marge) gets "
     "Keith", "RetrievalError", "qdrant.query_points", "filtered_by_scope"),
    ("b127_chroma_bowls_rink2_list_delete.py", "chroma delete kind=avail, match <= 13/6, turn spans",
     "the clear-out of played matches' availability notes deletes Ray's 13/6 note, which says Stan's knee op puts "
     "him out for the season and Brenda skips rink 2 from now on; the season's rinks still have Stan; 'who's on rink "
     "2 tmrw at kirkby?' (Brenda (skip), Val, Derek, Mavis) gets Stan as skip", "DeletionError", "chroma.delete",
     "deleted"),
    ("b127_langgraph_orchestra_stirling_hostel_lost_update.py", "LangGraph store sync, two writers in threads",
     "the transport officer's coach job puts back its stale night-3 record (Stirling YHA) with the coach and driver, "
     "losing Fiona's edit (Kings Park Lodge on the uni campus, Airthrey Rd - the YHA's boiler's gone); 'where are "
     "they staying weds night?' (Kings Park Lodge) gets Stirling YHA", "UpdateError", "langgraph.store.put",
     "overwritten"),
    ("b127_langchain_carehome_ukulele_time_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (Barry the ukulele man has a funeral thurs afternoon, coming half 10 before dinner, "
     "in the conservatory); the pasted noticeboard sheet (Thurs 2.30 in the lounge) stays; 'what time's the ukulele "
     "man thurs?' (half 10) gets 2.30", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b127_letta_orchestra_tour_owed_response.py", "Letta core memory block (stand-in), script style",
     "the block has the tour at £460, the Reids' £100 deposit and £150 1st instalment, and the Rotary's £100 off the "
     "balance for four families, the Reids one of them; the model leaves out the bursary; 'how much do i still owe "
     "for ollie's tour?' (£110) gets £210", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b127_llamaindex_minibus_scooter_yesno_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the chat has the no-mobility-scooters rule (can't be clamped) and Keith saying Mrs Patel's is a folding Luggie "
     "that goes in the boot like a pushchair, only the big ones need clamping; the model goes by the rule; 'can mrs "
     "patel bring her scooter thurs?' (yes) gets no", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH127_CONTROLS = [
    ("b127_ctl_mem0_carehome_choir_why_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'their organist's poorly' (memory: 3/3 St Mary's choir fri 13th 2pm; Mon 9 Mar Pam: might not make "
     "fri, their organist's poorly; 11.3. Pam: organist's right as rain now, but the church minibus failed its MOT, "
     "no way of getting 14 of them up the hill, try after easter)", "AnnotationError", None, None),
    ("b127_ctl_chroma_sourdough_fee_label.py", "chroma query, script style",
     "none; label '£102' (memory: sign-up £90 the 6 wks, or £102 w the kit if you haven't got your own; 14/3 "
     "Sandeep: sister got me a banneton + a lame for xmas so I'm sorted for kit; 2/4 Mo paid £102, wants the kit)",
     "AnnotationError", None, None),
    ("b127_ctl_qdrant_bowls_teas_count_label.py", "qdrant query, two writers in threads",
     "none; label '24' (memory: 10/6 Jean: teas for sat 27th v Hartley - 24 (3 rinks a side); Thu 25th Ray: Hartley "
     "can only raise 2 rinks, half their lot on the Llandudno coach trip, we'll leave our rink 3 out as well)",
     "AnnotationError", None, None),
    ("b127_ctl_evermemos_orchestra_tour_nights_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '4 nights' (memory: 2 Mar Fiona: Mon 27 July to Fri 31st, 4 nights; 14 May Fiona: the Perth "
     "festival want us to open their gala fri nite, we stop over, coach home sat 1st aug, back at school about 4)",
     "AnnotationError", None, None),
    ("b127_ctl_zep_carehome_pub_lunch_place_label.py", "Zep facts (sync client, stand-in), turn spans",
     "none; label 'the Fleece in Bramley' (memory: 14/2 Gill: the Fleece in Bramley was a disaster, 40 min wait, "
     "never again; 2/3 Gill: pub lunch tues 10th, Red Lion's booked, table for 10 + 3)", "AnnotationError", None,
     None),
]
BATCH128 = [
    ("b128_mem0_homehelp_tea_call_time_extract.py", "mem0 infer=True (scripted model), turn spans, 4 notes",
     "extraction of Jackie's 22.3. note keeps Janine's holiday (Bev covering) and Mr Aldridge's bins going out weds, "
     "and garbles Karen's request (he nods off before tea and misses his evening tabs, tea call half 6 not 5 from tues "
     "24th, told her yes) into 'his tea call is at 5'; 'what time's mr aldridge's tea call today?' (half 6) gets 5",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b128_qdrant_railway_sunday_hours_filtered.py", "qdrant query filter kind=show, script style",
     "the committee minutes of Weds 8 Apr (the head needs the hall back sun eve for a christening do, doors shut at 3 "
     "on the sun, last entry half 2) are kind=minutes, so the show-only query leaves them out; 'how long are we open "
     "on the sunday?' (5 hours, 10-3) gets 6 hours from the flyer's Sun 10-4", "RetrievalError",
     "qdrant.query_points", "filtered_by_scope"),
    ("b128_chroma_hockey_u12_manager_delete.py", "chroma delete kind=report, week <= 10, script style",
     "the clear-out of newsletter match reports deletes Sue's week 9 report, which says after the Loughborough result "
     "that Gareth's started nights so Claire (Isla's mum) is taking over as U12 team manager; the squad sheet still "
     "has Gareth Price; 'who's the u12 girls' team manager now?' (Claire) gets Gareth", "DeletionError",
     "chroma.delete", "deleted"),
    ("b128_langgraph_photo_landscape_prints_lost_update.py", "LangGraph store sync, two writers in threads",
     "the treasurer's entry-fee job puts back its stale Landscape round record (mounted prints max 50x40, hand-in Tue "
     "10th) with the fees paid, losing Linda's edit (PDIs only, Alan's had a fall and is judging over zoom, upload by "
     "sun 8th); 'do I need to get my landscape prints mounted for hand-in?' (no) gets yes", "UpdateError",
     "langgraph.store.put", "overwritten"),
    ("b128_langchain_pantry_order_list_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (Marg says we're right down on UHT milk + teabags, pop them on the brayfields "
     "order); the pasted stock sheet (low: pasta, tinned toms, rice, loo roll) stays; 'what's going on the brayfields "
     "order?' (those four + UHT milk, teabags) gets the four", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b128_letta_railway_layouts_more_response.py", "Letta core memory block (stand-in), turn spans",
     "the block has 2036's 14 layouts, the 16 booked for April listed by name, and 22.3. Dave B's garage flooded, "
     "Little Wenbury's baseboards swelled, not bringing it this yr; the model compares 16 with 14; 'how many more "
     "layouts than last year?' (1 more, 15) gets 2 more", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b128_llamaindex_hockey_u10_why_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the chat has a 14/2 frost (grass off, astro fine, U10s trained) and the club email that the Beech Rd astro's "
     "being re-carpeted w/c 16th march so all junior stuff incl the U10 festival moves to Kingsmead; the model gives "
     "the frost; 'why aren't the u10s at beech rd sat?' (re-carpeting) gets the frost", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH128_CONTROLS = [
    ("b128_ctl_mem0_photo_mono_handin_date_label.py", "mem0 infer=False, search, script style",
     "none; label 'Tue 3rd March' (memory: season prog Mono hand-in Tue 3rd March, judging 17th; 12/2 Kev: the Scouts "
     "have got the hall on the 3rd for their quiz, they booked first, no club night that wk - we're in on the 10th and "
     "prints come in then)", "AnnotationError", None, None),
    ("b128_ctl_chroma_pantry_hargreaves_owed_label.py", "chroma query, turn spans",
     "none; label '£145.70' (memory: invoices £84.20 3/3 and £61.50 17th mar, 2 trays of eggs cracked; Tue 24th "
     "statement £145.70 owing for march; Weds 25/3 Sam's knocking £9 off for the 2 trays, just pay what's left)",
     "AnnotationError", None, None),
    ("b128_ctl_qdrant_homehelp_lomas_where_label.py", "qdrant query, two writers in threads",
     "none; label '14 Fern Close' (memory: client sheet Mr Lomas 14 Fern Close, calls 9 + 5.30; 16th may Gill away "
     "20th may-3rd june, he's going into Ashdene for the fortnight, respite, room 7, our calls carry on there)",
     "AnnotationError", None, None),
    ("b128_ctl_evermemos_railway_setup_time_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '8' (memory: 30/3 Geoff: layouts + traders in from 8 sat to set up; 8/4 Phil: caretaker's not in "
     "till half 8 sat and he's the only one w the alarm code, fri night 6-9 for the big stuff)", "AnnotationError",
     None, None),
    ("b128_ctl_zep_hockey_u12_count_label.py", "Zep facts (sync client, stand-in), script style",
     "none; label '12' (memory: Mon 16/3 squad for sat v Kettering, 12 named, 12 picked; Weds 18th Claire: Ellie's "
     "mum messaged, they're at a family wedding sat, she'd clean forgotten)", "AnnotationError", None, None),
]
BATCH129 = [
    ("b129_mem0_puppy_bramble_vet_date_extract.py", "mem0 infer=True (scripted model), turn spans, 4 notes",
     "extraction of Wendy's Weds 8 Apr note keeps the class in the church hall (scouts' jumble) and the long line "
     "back to the cupboard, and makes no memory of the vets' call (Dr Shah's away, Bramble's check is tues 21st 10.40 "
     "now, still Oakfield); 'when's bramble's vet check?' (Tue 21st April 10.40) gets Thu 16th 2.15 from the 31/3 note",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b129_chroma_bells_event_takings_scoped.py", "chroma query where kind=event and year=2037, script style",
     "the appeal's carol ringing + mince pies of 20th dec (£380 in the buckets) is filed year 2036, so the event "
     "query scoped to this year leaves it out; 'how much have the events made altogether since we launched the "
     "appeal?' (£1,047.50: 380 + 462.50 quiz + 205 plant sale) gets £667.50", "RetrievalError", "chroma.query",
     "filtered_by_scope"),
    ("b129_qdrant_swapshop_room_notice_delete.py", "qdrant delete kind=notice, week <= 6, turn spans",
     "the half-term clear-out of bulletin notices deletes the week 4 notice, which says between Mrs Hale's "
     "sweatshirts and a plea for PE bags that the shop's in the old music room by the hall from now on (side gate, "
     "Elm Rd; the library's the new SEN base); the 'about' record still says the school library; 'where's the swap "
     "shop these days?' (old music room) gets the library", "DeletionError", "qdrant.delete", "deleted"),
    ("b129_langgraph_colts_u13_nets_lost_update.py", "LangGraph store sync, two writers in threads",
     "the lift-share job puts back its stale U13 record (nets Fri 6-7 club nets) with the week's lifts, losing "
     "Dave's edit (1st XI have given us the bowling machine fridays till the county trials, double session Fri "
     "5.30-7.30); 'how long are the u13 nets on friday now?' (2 hours) gets an hour", "UpdateError",
     "langgraph.store.put", "overwritten"),
    ("b129_langchain_cinema_projectionist_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (Colin's back's gone again so Maureen's doing the projector fri 17th for "
     "Casablanca, + paper cups); the pasted spring rota (projector: Colin) stays; 'who's on the projector fri?' "
     "(Maureen) gets Colin", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b129_zep_puppy_nutmeg_class_yesno_response.py", "Zep facts (sync client, stand-in), script style",
     "the facts have the class rule (pups join a wk after the 2nd jab, no exceptions), Nutmeg's 2nd jab thurs 16/4 "
     "and the vet's don't put her down anywhere other dogs go till thurs 23rd; 'can Nutmeg come to class tues?' "
     "(no, not till after the 23rd) gets yes", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b129_llamaindex_bells_recast_count_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the chat has the 12/1 survey (2nd, 4th + tenor cracked, all 3 to be recast) and 22.3. the welder's visit "
     "(the 4th's crack is only at the lip, they'll weld it, no need to recast, saves £6k); the model counts the "
     "survey's; 'how many of the bells are being recast now?' (2) gets 3", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH129_CONTROLS = [
    ("b129_ctl_mem0_cinema_paddington_start_label.py", "mem0 infer=False, search, script style",
     "none; label '7.30' (memory: season sheet 15th may Paddington 2, doors 7, film 7.30; 8/5 Sheila: the Fox have "
     "their quiz the same fri, regulars not out till 8ish, so the raffle + the Wallace & Gromit short first and "
     "Paddington on about 8.10, Pam's fine w it)", "AnnotationError", None, None),
    ("b129_ctl_chroma_colts_u11_nets_why_label.py", "chroma query, turn spans",
     "none; label 'the bowling machine's broken' (memory: 28/4 no U11 nets, bowling machine's packed up; 3/5 back "
     "from the repair man, good as new; 11/5 groundsman's re-laying the net strips, roped off till the 25th, tues "
     "nets at the school field on Hale Rd)", "AnnotationError", None, None),
    ("b129_ctl_qdrant_swapshop_blazer_price_label.py", "qdrant query, two writers in threads",
     "none; label '£5' (memory: sept price list blazers £5; 12/5 Karen: 40-odd blazers in from the leavers + the yr "
     "7s, let's just let them go for a quid to shift them before the summer, Mr Doyle's ok'd it)", "AnnotationError",
     None, None),
    ("b129_ctl_letta_puppy_town_walk_list_label.py", "Letta core memory block (stand-in), turn spans",
     "none; label 'Bramble, Juno, Otis and Pip' (memory: 17/4 bus walk weds 22nd, going: Bramble, Juno, Otis, Pip; "
     "20/4 Mrs Farrow rang, Otis has a dicky tummy, vet says rest, she'll keep him home weds)", "AnnotationError",
     None, None),
    ("b129_ctl_evermemos_bells_ringers_short_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '2' (memory: 4 May Geoff: want 7 ringers for the dedication, 5 of us ring rounds steady, 2 short; "
     "20 May Ann: Mary's knee op's brought forward to august, she won't manage the tower stairs by sept, says "
     "she'll do the teas)", "AnnotationError", None, None),
]
BATCH130 = [
    ("b130_mem0_riding_farrier_day_extract.py", "mem0 infer=True (scripted model), turn spans, 4 notes",
     "extraction of Kath's 12.6. note keeps Taffy's missing fly mask and ringing Pete the hay man (last 20 bales), and "
     "drops Dan the farrier moving from thurs 18th to Tue 23rd (van's in the garage, same time 8.30); 'when's dan in "
     "to do the feet?' (Tue 23rd) gets Thursday 18th", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b130_chroma_pickleball_thursday_venue_filtered.py", "chroma query where channel=notices, script style",
     "Mo's chat message of 2037-05-12 (St Anne's lines being repainted nxt wk, so thurs 21st in the sports hall at "
     "Riverside leisure centre, courts 3+4, indoor shoes) is channel=chat, so the notices-only query leaves it out; "
     "'where are we playing thurs?' (Riverside sports hall) gets St Anne's outdoor courts", "RetrievalError",
     "chroma.query", "filtered_by_scope"),
    ("b130_qdrant_shed_weds_opening_delete.py", "qdrant delete kind=project, status=done, in a worker thread",
     "the tidy-up of finished projects deletes the Mon 6/4 St Mary's bench note, which also says Ray's got the only "
     "key and is doing the school run so from next wk weds we open at 10 not half 9; the rota still has weds "
     "9.30-12.30; 'what time's the shed open tomorrow?' (10) gets half 9", "DeletionError", "qdrant.delete",
     "deleted"),
    ("b130_langgraph_bus_route12_stops_lost_update.py", "LangGraph store sync, two writers in threads",
     "the complaints job puts back its stale route 12 record (six stops incl Mill Lane, the Old Forge, Church Lane "
     "end) with May's tally, losing Tony's edit off the operator's 16th may notice (from Mon 1st June up the bypass "
     "while the Mill Lane bridge is shut, those three stops dropped); 'which stops is the 12 dropping from june?' "
     "(those three) gets none", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b130_langchain_lifeboat_cash_tin_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (Pam's got a chest infection so Derek's doing the cash tin + float at the fete sat); "
     "the pasted committee rota of wed 8 apr (cash tin/float - Pam) stays; 'who's on the cash tin sat?' (Derek) gets "
     "Pam", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b130_letta_pickleball_tuesday_length_response.py", "Letta core memory block (stand-in), turn spans",
     "the block has tues club night 7-9pm and 14/4 the leisure centre locking up at half 8 on tuesdays from 5th May, "
     "off court by 8.15, still 7 start; the model reads the 7-9; 'how long's tuesday club night now?' (1 hour 15) "
     "gets 2 hours", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b130_llamaindex_riding_pickle_why_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the chat has 4/3 Pickle pulling a shoe off (Dan put it back fri, sound as a pound) and Mon 9/3 the vet: lame "
     "near fore, abscess, poultice + box rest till at least sat 14th, no lessons; the model gives the shoe; 'why's "
     "pickle off the lesson list this wk?' (the abscess) gets the shoe", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH130_CONTROLS = [
    ("b130_ctl_mem0_bus_complaints_count_label.py", "mem0 infer=False, search, turn spans",
     "none; label '5' (memory: 22.4. April log of complaints about the 7.50, 5 so far incl the school's; Fri 24th "
     "Tony rang the school - turns out she meant the Kingsway coach they hire for swimming, not the 7.50 at all)",
     "AnnotationError", None, None),
    ("b130_ctl_chroma_pickleball_paddle_label.py", "chroma query, two writers in threads",
     "none; label 'yes' (memory: Mon 4/5 notice, club paddles away at Dave's for regripping so bring your own, sat "
     "9th + 16th; 2037-05-14 Dave: all done, new grips, dropped them back in the blue box last night)",
     "AnnotationError", None, None),
    ("b130_ctl_qdrant_shed_birdboxes_left_label.py", "qdrant query, script style",
     "none; label '12' (memory: 14/3 Oakfield bird boxes 30 ordered, 18 done, 12 to go; Tue 24th still 18 done; Weds "
     "25/3 Mrs Patel rang, the grant only stretches to 24 now so that's all they can have)", "AnnotationError", None,
     None),
    ("b130_ctl_evermemos_riding_hack_leader_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'Megan' (memory: 1 Jun Kath: sun hack 7th - Megan leading; 4 Jun Megan: done my wrist at the county "
     "show, in a splint for a fortnight; Lou: I'll take the sunday lot out, you do tack + teas)", "AnnotationError",
     None, None),
    ("b130_ctl_zep_lifeboat_fete_total_label.py", "Zep facts (sync client, stand-in), turn spans",
     "none; label '£424.50' (memory: Sat 16th may Jean: cakes £212, tombola £148.50, books £64 - £424.50 all in; "
     "Sun 17th Trev: Pat's £40 float was still in the tombola tin when Jean counted it, so that's not takings)",
     "AnnotationError", None, None),
]
BATCH131 = [
    ("b131_mem0_entertainer_party_venue_extract.py", "mem0 infer=True (scripted model), turn spans, 4 notes",
     "extraction of Mel's 11/5 note keeps the bubble machine (+£20) and parking at the Co-op, and turns 'its NOT at the "
     "house any more, she's booked St Luke's church hall on Elm Rd' into 'Tayo's party is still at 14 Rowan Close'; "
     "'where am i dropping you sat for the okafor one?' (St Luke's church hall, Elm Rd) gets 14 Rowan Close",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b131_chroma_tennis_finals_start_topk.py", "chroma query n_results=3, script style",
     "Gary's 22.6. message (Cllr Wood can only do the prize-giving if we're done by 4, so finals day starts 10am not "
     "1.30pm, mixed first) ranks 5th, below the finals notice, the teas, the semis and the juniors' finals, so the "
     "top-3 query leaves it out; 'what time does finals day start sat?' (10am) gets 1.30pm", "RetrievalError",
     "chroma.query", "ranked_below_top_k"),
    ("b131_qdrant_coop_greenfields_credit_delete.py", "qdrant (async client) delete kind=order, status=delivered, "
     "asyncio task",
     "the June clear-out of delivered orders deletes the 14/4 Greenfields order note, which also says they're doing "
     "a £18.40 credit note off the next invoice for the squashed toms; May's invoice £212.60 stays; 'how much do we "
     "send greenfields for may?' (£194.20) gets £212.60", "DeletionError", "qdrant.delete", "deleted"),
    ("b131_langgraph_choir_coach_numbers_lost_update.py", "LangGraph store sync, two writers in threads",
     "the ferry job puts back its stale coach record (on board 44 - 38 singers + Jan + 5 partners) with the ferry "
     "booking, losing Gill's 16th may edit (41 now - Marjorie + Dennis pulled out, his hip op, Ros driving over with "
     "her sister); 'how many of us are on the coach friday?' (41) gets 44", "UpdateError", "langgraph.store.put",
     "overwritten"),
    ("b131_langchain_parish_mag_round_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 7's trim drops turn 2 (Brian's knee op's come through, his grandson Josh is doing church lane + orchard "
     "way, 62 copies); the pasted January PCC distributors list (Church Lane + Orchard Way - Brian) from turn 4 "
     "stays; 'who's doing church lane this month?' (Josh) gets Brian", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b131_zep_choir_joint_concert_day_response.py", "Zep facts (sync client, stand-in), turn spans",
     "the facts have Gill's concerts (sun 24th 11am joint with the Liederkranz in the Rathaus) and Keith's "
     "2037-04-30T19:40 post (Rathaus double-booked on the sunday, a wedding, so the joint one's now Sat 23rd at 3pm); "
     "the model reads the first; 'what day's the joint concert with the lindenau lot?' (Sat 23rd) gets Sunday 24th",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b131_llamaindex_tennis_court3_why_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the chat has 9/6 court 3's net post wobbling (bolts tightened, fine now) and Tue 16th the contractor: surface "
     "lifted along the baseline after the rain, not safe, needs re-laying, out for the tournament; the model gives "
     "the net post; 'why's court 3 off the tournament schedule?' (the lifted surface) gets the net post",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH131_CONTROLS = [
    ("b131_ctl_mem0_parish_mag_july_adverts_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'Hollis Plumbing, the Plough, Green Fingers and Bramley Stores' (memory: 22.5. june adverts - "
     "Hollis plumbing, the Plough, Green Fingers, Bramley Stores, all 4 carrying on into july; 3/6 Langford Tyres "
     "want a 1/4 from july; Weds 10 Jun Mr Hollis is hanging up his wrench end of june and moving to Devon, so no "
     "need to run his after this one)", "AnnotationError", None, None),
    ("b131_ctl_chroma_entertainer_show_length_label.py", "chroma query, two writers in threads",
     "none; label '1 hour' (memory: 2037-06-08T10:12 Barnaby Cole's 5th, sun 21st 3pm, the 1hr show; "
     "2037-06-15T19:03 Barnaby's mum texted - disco games + parachute after the balloons, extra £40, so call it an "
     "hour and a half all in)", "AnnotationError", None, None),
    ("b131_ctl_qdrant_coop_henderson_paid_label.py", "qdrant query, script style",
     "none; label 'no' (memory: 20/4 april boxes paid - Patels, Morgans, Ali, Mr Grant, Hendersons - NOT paid, chase; "
     "Fri 24th 4.30ish Sue emptied the honesty tin - an envelope from Mrs Henderson, £27.50, sorry it's late, she'd "
     "been at her sister's)", "AnnotationError", None, None),
    ("b131_ctl_evermemos_tennis_balls_to_order_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '12' (memory: 2037-06-01 Gary: need 30 tins, 18 in the store so 12 to order; 2037-06-03 Sue: found "
     "another 6 tins in the pavilion cupboard behind the mower fuel, last yr's but still sealed, they'll do)",
     "AnnotationError", None, None),
    ("b131_ctl_letta_choir_home_day_label.py", "Letta core memory block (stand-in), turn spans",
     "none; label 'Tuesday 26th' (memory: coach Fri 22nd May 6.15am, back Tue 26th 9ish pm; Weds 8 Apr Klaus asked "
     "if we'd sing at the Grundschule's tuesday assembly, so we're stopping an extra night and the coach brings us "
     "home Weds 27th, late evening)", "AnnotationError", None, None),
]
BATCH132 = [
    ("b132_mem0_repaircafe_electricals_fixer_extract.py", "mem0 infer=True (scripted model), turn spans, 4 notes",
     "extraction of Jan's 22.3. note keeps the low 13A/3A fuses and Bob back from Tenerife wanting his bench, and "
     "drops Priya covering electricals (+ her own PAT tester) for Geoff, whose grandson's christening moved to sat "
     "28th; the 2/3 rota has electricals Geoff; 'who's our electrics person sat?' (Priya) gets Geoff",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b132_chroma_hostel_dofe_arrival_scoped.py", "chroma query where kind in booking/route/kitchen, turn spans",
     "Wendy's handover of 2037-04-13 (Kingsmead minibus failed its MOT, not up till fri 17th, late, 7.30ish) is "
     "kind=handover, so the query scoped to the group's paperwork leaves it out; the booking has thurs 16th about "
     "4pm; 'when are the kingsmead dofe group turning up?' (Fri 17th about 7.30) gets Thursday 16th about 4",
     "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b132_qdrant_gardentrail_saturday_open_delete.py", "qdrant delete year=2036, script style",
     "the clear-out of last year's notes deletes the 2036-06-30 wash-up note, which also has Mrs Hale (4 Church Row) "
     "opening again next yr but sunday only (her hip); this year's plan says gardens open both days unless said; "
     "'is mrs hale's open on the saturday?' (no) gets yes", "DeletionError", "qdrant.delete", "deleted"),
    ("b132_langgraph_regatta_marquee_bill_lost_update.py", "LangGraph store sync, two writers in threads",
     "the treasurer's deposits job puts back its stale marquee record (Hendy's 9x18m, £1,150 inc VAT) with the £300 "
     "deposit, losing Clive's 2.6. edit (a 6x6 for the bar as well, £260, £1,410 all in); 'what's hendy's bill "
     "coming to all in?' (£1,410) gets £1,150", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b132_langchain_dogshow_terrier_time_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (Mrs Okafor's train gets in 12.40 so the terriers are 1.30pm in ring 2, gundogs at "
     "10); the pasted catalogue ring plan (ring 2 10am terriers) stays; 'what time are the terriers being judged "
     "sun?' (1.30pm) gets 10am", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b132_zep_hostel_free_beds_response.py", "Zep facts (sync client, stand-in), turn spans",
     "the facts have 42 beds, ramblers 16 + Brigshaw DofE 12 for sat 23rd, the Hayes family room 5 (4 beds) fri + "
     "sat, and Ann's Tue 19th post (chickenpox, not stopping sat, refunded the sat night); the model counts the "
     "Hayes in; 'how many beds have we got free sat night?' (14) gets 10", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b132_llamaindex_gardentrail_teas_place_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has teas by the WI in the village hall as always, then Tue 26th May the hall's roof being done (out "
     "of bounds till july) and Mrs Fenwick's Old Rectory lawn for the teas; the model gives the hall; 'where are the "
     "teas this year?' (the Old Rectory lawn) gets the village hall", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH132_CONTROLS = [
    ("b132_ctl_mem0_regatta_course_length_label.py", "mem0 infer=False, search, script style",
     "none; label '1000m' (memory: 14/5 Sue, course 1000m as per from the boathouse bend; Weds 24 Jun Clive walked "
     "it with the EA steward - river's right up, bend under water, so everything starts off the footbridge sat, "
     "which makes it 750 all races)", "AnnotationError", None, None),
    ("b132_ctl_chroma_dogshow_judge_classes_label.py", "chroma query, two writers in threads",
     "none; label 'best puppy, veteran and handling' (memory: 2037-05-20 notice, Judy Marsh best puppy, veteran + "
     "the YKC handling class; 2037-06-09 Judy: knee's playing up, fine doing puppy + veteran from a chair but "
     "Keith's said he'll take the handling as it's all trotting up and down)", "AnnotationError", None, None),
    ("b132_ctl_qdrant_repaircafe_toaster_why_label.py", "qdrant query, turn spans",
     "none; label 'the element had gone' (memory: 28/3 Mrs Bell's toaster, Dev reckons the element's gone; Sat 25th "
     "Apr Dev had it apart properly - not the element at all, it's the thermostat and they don't make that part any "
     "more)", "AnnotationError", None, None),
    ("b132_ctl_evermemos_hostel_mattresses_count_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '9' (memory: 2037-03-02 Wendy, 9 dorm mattresses knackered; 2037-03-05 Pete, 3 of Wendy's 9 were "
     "only the covers split, new covers on and they're fine now, the rest are def done)", "AnnotationError", None,
     None),
    ("b132_ctl_letta_gardentrail_washup_day_label.py", "Letta core memory block (stand-in), script style",
     "none; label 'Tue 23rd June' (memory: 2/6 wash-up at the Plough Tue 23rd June 7.30ish; Tue 16th the Plough's "
     "started a quiz on tuesdays so Sandra says come to hers on the weds instead, same time)", "AnnotationError",
     None, None),
]
BATCH133 = [
    ("b133_mem0_orchard_pressing_day_extract.py", "mem0 infer=True (scripted model), turn spans, 4 notes",
     "extraction of Ellie's 29.9. note keeps the wasps having the plums and Jo's 40 bottles from the Fox, and drops "
     "the pressing moving to sun 11th (the Transition lot want their press back for their apple day on the 10th); "
     "the 14/9 note has sat 10th oct 10-3; 'what day's the pressing?' (Sun 11th Oct) gets Saturday 10th",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b133_qdrant_swimclub_sunday_time_scoped.py", "qdrant query_points filtered audience=members, script style",
     "Gary's 2037-06-17 note (tri club have the lake from 9 on sun 21st, so our swim is 7-8.30am, pls tell "
     "everyone) is audience=coaches, so the members-only search leaves it out; the notice has 9-10.30am; 'what "
     "time's the lake swim this sun?' (7am) gets 9am", "RetrievalError", "qdrant.query_points", "filtered_by_scope"),
    ("b133_chroma_cubs_tent_count_delete.py", "chroma delete where status=done, turn spans",
     "the tidy-up of done checklist items deletes Baloo's 2037-06-12 tents item (green tent's pole snapped so 5 "
     "good, 3rd Hadley lending 2, 7 all in); the hut night item has 6 patrol tents; 'how many tents have we "
     "actually got for camp?' (7) gets 6", "DeletionError", "chroma.delete", "deleted"),
    ("b133_langgraph_ptafair_stalls_list_lost_update.py", "LangGraph store sync, two writers in threads",
     "the PTA rota job puts back its stale field record (cake, bric-a-brac, tombola, coconut shy, face paints, "
     "splat the rat) with the rota, losing Nadia's Tue 30th edit (bric-a-brac off as Carol's moved to Leeds, Mrs "
     "Patel's plant stall by the gate); 'which stalls have we got on the field sat?' gets the old list",
     "UpdateError", "langgraph.store.put", "overwritten"),
    ("b133_langchain_panto_raffle_seller_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (Brenda can't do the thurs raffle, her Ray's op got brought forward, Keith's "
     "selling); the pasted FOH rota (THURS raffle Brenda) stays; 'who's selling raffle tickets thurs?' (Keith) "
     "gets Brenda", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b133_letta_swimclub_july_cost_response.py", "Letta core memory block (stand-in), script style",
     "the block has lake swims £6 a go, the committee's 3/5 juniors half price (£3 a swim) and the july sundays at "
     "normal times; the model prices Jake (13) as an adult; 'how much for me + my lad Jake for the 4 sundays in "
     "july?' (£36) gets £48", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b133_llamaindex_cubs_hike_yesno_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has the programme's sat pm Castle Hill hike, then Tue 16th Mr Rudd's cows with young calves in the "
     "top fields so it's the river walk to the weir, wellies not boots; the model says the hike's on; 'is the "
     "castle hill hike still on sat?' (no) gets yes", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH133_CONTROLS = [
    ("b133_ctl_mem0_panto_ushers_place_label.py", "mem0 infer=False, search, script style",
     "none; label 'the green room' (memory: 14/11 FOH briefing every night 6.15 in the green room; Tue 8th Dec tech "
     "run, green room's wall to wall chorus kids + costume rails so we'll huddle in the foyer by the tea urn, same "
     "6.15, nobody'll hear themselves think back there)", "AnnotationError", None, None),
    ("b133_ctl_chroma_ptafair_tombola_helpers_label.py", "chroma query, two writers in threads",
     "none; label '4' (memory: 2037-06-22 Nadia, tombola needs 6, got Lou + Amir so 4 short; 2037-06-25 Jo, Amir's "
     "sister + her fella both said yes at the gate this morning, they'll do the tombola)", "AnnotationError", None,
     None),
    ("b133_ctl_qdrant_orchard_pruning_length_label.py", "qdrant query, turn spans",
     "none; label '6 hours' (memory: 14/1 pruning day sat 6th feb, a 6hr day 10-4; Tue 26th Jan Ellie, half of us "
     "are new + 6 hours up ladders in february is a lot, we'll put the saws away at 2, still a 10 start)",
     "AnnotationError", None, None),
    ("b133_ctl_zep_cubs_saturday_start_why_label.py", "Zep facts (sync client, stand-in), turn spans",
     "none; label 'the minibus is in for its MOT on the Friday' (memory: Baloo, minibus in for its MOT fri 19th, "
     "we may have to go up sat am; Raksha Tue 16th, minibus back, passed, not even an advisory; Akela, Mr Rudd's "
     "daughter's wedding do in the barn fri night + a marquee on the camping field till sat 9ish)",
     "AnnotationError", None, None),
    ("b133_ctl_evermemos_swimclub_first_swim_date_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'Sat 16th May' (memory: 2037-04-28 Gary, first lake session sat 16th may 8am if the water's 12 or "
     "over; 2037-05-13 Sue, thermometer 11 and a bit, nobody's going in at that, Gary says we'll go the sat after, "
     "same time)", "AnnotationError", None, None),
]
BATCH134 = [
    ("b134_mem0_hairdresser_dunn_time_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Kerry's Tue 5th note keeps the 20 vol developer and the van's MOT fri 8th, and drops Mrs Dunn "
     "moving to half 3 (her knee physio's thurs 10am now); the 4/5 round has Mrs Dunn 10.30; 'what time am i at mrs "
     "dunn's tmrw?' (half 3) gets 10.30", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b134_chroma_darts_crown_venue_scoped.py", "chroma query where team=Red Lion A, two writers in threads",
     "Sandra's league notice of 2037-04-10 (the Crown's back room flooded, tue 14th Crown v Red Lion A at the Legion "
     "club, Market St) is team=league, so the query scoped to the team's notes leaves it out; the fixture note has "
     "away @ the Crown (Hoyland) 8pm; 'where we playing the crown tmrw?' (the Legion club) gets the Crown",
     "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b134_qdrant_foodbank_van_driver_delete.py", "qdrant delete status=done, turn spans",
     "the clear-out of finished collections deletes Den's 14/3 Tesco note, which also has Ray off with his shoulder "
     "and Den doing the van on the 28th; the rota has van - Ray driving; 'who's driving the van sat?' (Den) gets "
     "Ray", "DeletionError", "qdrant.delete", "deleted"),
    ("b134_langgraph_playscheme_packed_lunches_lost_update.py", "LangGraph store sync, two writers in threads",
     "the office invoice job puts back its stale week-2 lunches order (28 packed lunches for the farm trip) with the "
     "invoice number, losing Leanne's mon 3/8 edit (Sure Start's 7 kids + 2 mums coming too, 37); 'how many packed "
     "lunches for weds?' (37) gets 28", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b134_langchain_history_trip_date_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (Wrights have no driver tue 7th, so the Bletchley Park trip's weds 8 apr); the "
     "pasted spring programme (TUE 7 APR coach trip) stays; 'what day's the bletchley trip?' (Weds 8th April) gets "
     "Tue 7th", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b134_letta_darts_points_gap_response.py", "Letta core memory block (stand-in), script style",
     "the block has the 24/3 table (Plough 22, Red Lion A 18), 2 pts a win, and Tue 31st's postponed win v the Bell "
     "with the Plough on their bye; the model gives the gap from the old table; 'how many points are we behind the "
     "plough now?' (2) gets 4", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b134_llamaindex_hairdresser_akinola_length_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has Mrs Akinola's perm, allow 2.5 hrs, then thurs 7th her daughter texting no perm this time (her new "
     "tablets), just a cut + set, an hr tops; the model gives the perm's time; 'how long do i need to block out for "
     "mrs akinola sat?' (about an hour) gets 2.5 hours", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH134_CONTROLS = [
    ("b134_ctl_mem0_playscheme_swimming_why_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'there's a gala on at the leisure centre' (memory: 14/7 Leanne, swimming tues 21st off, leisure "
     "centre say they've got a gala on; 16/7 Marcus rang them - the gala's not till weds 29th, nothing to do with "
     "it, the small pool's filter pump's packed up + the part won't come till next wk)", "AnnotationError", None,
     None),
    ("b134_ctl_chroma_history_speakers_list_label.py", "chroma query, script style",
     "none; label 'Dr Helen Marsh, Ken Lowe and Rev Akers' (memory: 2037-06-02 autumn draft Sept Helen Marsh, Oct "
     "Ken Lowe, Nov Rev Akers; 2037-07-19 Helen's publisher brought the book forward so she's up to her eyes, maybe "
     "the spring, and Jean Pratt will do her WW2 evacuees talk in the sept slot)", "AnnotationError", None, None),
    ("b134_ctl_qdrant_foodbank_cash_total_label.py", "qdrant query, two writers in threads",
     "none; label '£412.60' (memory: 28/3 Bev counted the Morrisons buckets, £412.60; 29/3 Tom found the back door "
     "bucket under the crates in the van, £50 in it, in the safe w Bev's lot)", "AnnotationError", None, None),
    ("b134_ctl_evermemos_darts_big_al_playing_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'yes' (memory: 2037-04-08 Gaz, team for tue at the Crown - me, Big Al, Shaz, Dean, Mo, Kev; "
     "2037-04-11 Shaz, Al's done his back in lifting a fridge for his mam, Gaz says Ricky's in for him)",
     "AnnotationError", None, None),
    ("b134_ctl_zep_hairdresser_begum_colour_label.py", "Zep facts (sync client, stand-in), turn spans",
     "none; label 'the 5.4 copper' (memory: 2/6 Mrs Begum wants the 5.4 copper for her daughter's wedding, thurs "
     "11th; 9/6 she's seen the bridesmaids' dresses (burnt orange) and doesn't want to clash, so she'll stick to her "
     "usual 4.0 natural brown)", "AnnotationError", None, None),
]
BATCH135 = [
    ("b135_mem0_gymnastics_regionals_day_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Dawn's 11/5 note keeps the new squad leotards (£38) and Kirsty's DBS, and drops the L3 regionals "
     "moving to SUN 17th (Kingsway double-booked the sat); the 4 May note has sat 16th may; 'what day's the L3 "
     "regionals again?' (Sun 17th May) gets Sat 16th", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b135_chroma_beerfest_setup_time_topk.py", "chroma query n_results=2, one root span per note",
     "Mick's 9/6 note (marquee firm off site by 4, drays moved to fri 4pm, so the setup crew from half 3; tokens "
     "£2.50) ranks third behind the rota and a volunteers note, so the top-2 search leaves it out; the rota has the "
     "setup crew at the marquee 5pm; 'what time do the setup lot need to be at the marquee fri?' (half 3) gets 5pm",
     "RetrievalError", "chroma.query", "ranked_below_top_k"),
    ("b135_qdrant_carnival_lineup_place_delete.py", "qdrant delete status=done, two writers in threads",
     "the clear-out of done items deletes Phil's road closure note (TTRO approved 2/6), which also has the Green dug "
     "up for drainage till august so the floats line up on the school field off Church Lane; the route note has "
     "floats line up on the Green from 12; 'where do the floats line up sat?' (the school field) gets the Green",
     "DeletionError", "qdrant.delete", "deleted"),
    ("b135_langgraph_radio_breakfast_guests_lost_update.py", "LangGraph store sync, two writers in threads",
     "the playout job puts back its stale Saturday Breakfast record (guests 8.20 Cllr Rao, 9.10 Otley Brass Band) "
     "with its log reference, losing Nat's tue 1/12 edit (8.45 Maggie Shaw from the food bank, xmas appeal); 'who've "
     "i got on sat morning?' (Cllr Rao, Maggie Shaw, the brass band) gets the two", "UpdateError",
     "langgraph.store.put", "overwritten"),
    ("b135_langchain_flowerfest_saturday_hours_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (a wedding at 4.30 sat, so the festival shuts at 4: 10-4); the pasted parish mag "
     "poster (SAT 20 JUNE 10am-6pm) stays; 'how long are we open on the sat?' (6 hours) gets 8 hours",
     "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b135_zep_carnival_prize_money_response.py", "Zep facts (sync client, stand-in), script style",
     "the facts have the float prizes (1st £100, 2nd £50, 3rd £25) and, 22.3., the Rotary's £50 on top for best "
     "children's float; the model adds the committee's three; 'how much are we giving out in float prizes "
     "altogether?' (£225) gets £175", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b135_llamaindex_radio_folk_hour_why_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has studio A's desk serviced tue 8th 2-6, then Bev's text (her mum's had a fall, in hospital in "
     "Carlisle, no folk hour thurs, repeat instead); the model blames the desk service; 'why's bev not on thurs?' "
     "(her mum's in hospital, she's gone up) gets the studio work", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH135_CONTROLS = [
    ("b135_ctl_mem0_flowerfest_arrangements_count_label.py", "mem0 infer=False, search, turn spans",
     "none; label '14' (memory: 2/9 themes sorted, 14 arrangements, Joan on the pulpit; 9/9 Joan's hip's playing up, "
     "nobody can take the pulpit on this late so we'll leave the pulpit plain, just the harvest banner)",
     "AnnotationError", None, None),
    ("b135_ctl_chroma_radio_guest_time_label.py", "chroma query, script style",
     "none; label '5.15' (memory: drivetime thurs 17th Dr Okafor 5.15; then Dr O's train from Leeds doesn't get in "
     "til 20 to 6 so quarter past's no good, she'll ring in from the station car park at ten to 6)",
     "AnnotationError", None, None),
    ("b135_ctl_qdrant_beerfest_volunteers_short_label.py", "qdrant query, two writers in threads",
     "none; label '3' (memory: 3/6 sat night bar need 12 on, got 9 so 3 short; 5/6 the rugby club lads say they'll "
     "send 2 of theirs down sat night like last yr)", "AnnotationError", None, None),
    ("b135_ctl_evermemos_carnival_float_judge_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'Cllr Patel, the mayor' (memory: 2037-05-02 the mayor (Cllr Patel) said yes to opening and judging "
     "the floats; 2037-06-19 he's in Portugal that week for his daughter's wedding, they're sending the deputy, Cllr "
     "Hughes, happy to judge the floats too)", "AnnotationError", None, None),
    ("b135_ctl_letta_gymnastics_maisie_competing_label.py", "Letta core memory block (stand-in), turn spans",
     "none; label 'no - she went over on her ankle' (memory: L2 county champs sat 20th june, Maisie entered; 8/6 "
     "Maisie went over on her ankle, on crutches, physio fri 12th; 12.6. physio's happy w her ankle, strapped she "
     "can do floor + vault)", "AnnotationError", None, None),
]
BATCH136 = [
    ("b136_mem0_kitroom_large_shirts_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Mick's 22.3. note keeps the washing bag (Sharon this wk) and the bust tumble dryer, and drops "
     "the 2 new lads (Kian + Ollie, both large) and Jordan going up from a medium to a large; the 14/3 order has 4 "
     "large; 'how many large shirts going on the U12 order?' (7) gets 4", "ExtractionError", "mem0.extract",
     "omitted_at_extraction"),
    ("b136_chroma_band_loadin_time_scoped.py", "chroma query where kind in (gig, travel), script style",
     "the venue's email of 2037-04-22 (Masham suite has a conference till 4, so load in from 5 via the goods lift, "
     "soundcheck ~6.15) is filed kind=email, so the query scoped to gig and travel notes leaves it out; Dan's gig "
     "sheet (off the January booking form) has load in 3pm; 'what time we loading in at swinton sat?' (5pm) gets "
     "3pm", "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b136_qdrant_xmaslights_grotto_place_delete.py", "qdrant delete kind=council, turn spans",
     "the secretary's tidy-up of the signed-off council notes deletes Lynn's 11/11 road closure note, which also "
     "has the library shut for its roof and the grotto moving to the Methodist hall on Chapel St; the plan has the "
     "grotto in the library 4-7; 'where's the grotto this yr?' (the Methodist hall) gets the library",
     "DeletionError", "qdrant.delete", "deleted"),
    ("b136_langgraph_allotment_openday_date_lost_update.py", "LangGraph store sync, two writers in threads",
     "the treasurer's insurance job puts back its stale open day record (Sat 13 June) with the cover note, losing "
     "Jean's weds 20/5 edit (the village gala's gone on the Sat, so Sun 14 June, same times); 'what date am i "
     "putting on the open day posters?' (Sun 14th June) gets Sat 13th", "UpdateError", "langgraph.store.put",
     "overwritten"),
    ("b136_langchain_readers_tuesday_yesno_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (library shut tue 24th for the new carpet, so the group's weds 25th at St Mark's "
     "community room, 2-3.30); the pasted autumn term card (tuesdays, Room 3, 24 Nov Wolf Hall) stays; 'is there "
     "group on tues?' (no - weds 25th at St Mark's) gets yes", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b136_letta_band_deposits_sum_response.py", "Letta core memory block (stand-in), turn spans",
     "the block has four summer deposits (Hannah & Josh £300, the Patels £250, the Okafors £350 in a 16th may line "
     "that starts with van hire and a PA repair, Lauren & Mike £200); the model leaves out the Okafors'; 'how much "
     "have we had in deposits for the summer weddings so far?' (£1,100) gets £750", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b136_llamaindex_xmaslights_closure_length_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has the closure order (High St 4pm-9pm sat 28th), then highways ringing that it has to start at 2 "
     "not 4 as the stalls set up on the road, so 2 till 9; the model gives the first order's length; 'how long's "
     "the high st shut for on the night?' (7 hours) gets 5 hours", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH136_CONTROLS = [
    ("b136_ctl_mem0_readers_recording_who_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'Pete' (memory: 3/11 Carol, Pete's reading the Christmas Carol onto the recorder; Tue 10th Anne, "
     "Pete's lost his voice properly, doc's told him rest it till after xmas, so I'll do the recording at mine over "
     "the wkend)", "AnnotationError", None, None),
    ("b136_ctl_chroma_band_mustplays_list_label.py", "chroma query, two writers in threads",
     "none; label 'Mr Brightside, Valerie and Dancing in the Moonlight' (memory: 2037-02-10 Hannah & Josh's must "
     "plays Mr Brightside, Valerie, Dancing in the Moonlight; 2037-04-30 Hannah emailed, can we take Valerie out - "
     "Josh's mum can't stand it - and put Shut Up and Dance in instead)", "AnnotationError", None, None),
    ("b136_ctl_qdrant_kitroom_away_short_label.py", "qdrant query, script style",
     "none; label '4' (memory: 2/9 Mick, 14 away shirts in the bag, squad's 18 so we're 4 short; 9.9. Sharon, the "
     "leisure centre lost property had 3 of our away shirts, washed + back in the U14 bag)", "AnnotationError",
     None, None),
    ("b136_ctl_evermemos_xmaslights_santa_float_why_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'Bill's tractor failed its MOT' (memory: 2037-11-02 Gary heard Bill's tractor failed its MOT so "
     "no float; 2037-11-09 Bev spoke to Bill - tractor's fine, passed a fortnight ago, it's the council's insurers "
     "won't cover anything moving down the High St with the crowds, so Santa's walking up with the band)",
     "AnnotationError", None, None),
    ("b136_ctl_zep_allotment_takings_sum_label.py", "Zep facts (sync client, stand-in), turn spans",
     "none; label '£456.50' (memory: Sun 14/6 Jean, teas £212.50, plant stall £148, raffle £96, so £456.50 all in; "
     "Tue 16/6 Pat, the raffle money went in the teas tin on the day, so the £212.50 has it in already, £360.50 for "
     "the lot)", "AnnotationError", None, None),
]
BATCH137 = [
    ("b137_mem0_breadclub_flour_day_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Nadia's Mon 6th note keeps Bev back on sat collections with Tom and the big mixer's noise, and "
     "drops the mill's lorry not coming on the thurs so the flour comes weds 8th; the 3/4 order has thurs 9 Apr "
     "8.30-5; 'what day's the flour coming? need someone in to sign for it' (Weds 8th April) gets Thursday 9th",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b137_qdrant_seascouts_launch_time_scoped.py", "qdrant query where crew in (kestrel, all), script style",
     "Skip's 12/5 note (read sunday's column in the tide table, HW Brightlingsea sat 8.52, off the hard on the top "
     "of the tide, so launch 7.30ish, meet at the hut 7) is filed crew=leaders, so the query scoped to the asker's "
     "crew and all-crews notes leaves it out; the plan has launch 9; 'what time we launching sat?' (7.30ish) gets 9",
     "RetrievalError", "qdrant.query_points", "filtered_by_scope"),
    ("b137_chroma_cricket_scorer_who_delete.py", "chroma delete kind=report, turn spans",
     "the fixtures secretary's clear-out of played games' reports deletes Dennis's sat 9th v Sandon report, which "
     "also says Phil's knee op is thurs 14th so Jan (Sam's mum) does the book till august; the fixture card has "
     "scorer Phil for sun 17th v Ashwell; 'who's scoring sun v ashwell?' (Jan) gets Phil", "DeletionError",
     "chroma.delete", "deleted"),
    ("b137_langgraph_bellringers_towers_list_lost_update.py", "LangGraph store sync, two writers in threads",
     "the treasurer's lunch job puts back its stale outing record (Fletching, Newick, Chailey) with the Griffin "
     "booking, losing Maureen's 14/4 edit (Newick's bells are off at Whitechapel being rehung, so Maresfield at "
     "11.15); 'which towers are we ringing at on tuesday?' (Fletching, Maresfield, Chailey) gets Newick in the list",
     "UpdateError", "langgraph.store.put", "overwritten"),
    ("b137_langchain_dementiacafe_pickups_count_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (3 more pick-ups from this thurs: Mrs Hale and Ron and Ivy Dunn at Brook Court); "
     "the pasted January pick-up list (8 people) stays; 'how many are we picking up thurs?' (11) gets 8",
     "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b137_zep_seascouts_boat_hire_sum_response.py", "Zep facts (sync client, stand-in), turn spans",
     "the facts have the sailing club's four charges (Wayfarer £40, 2 Toppers £15 each, the RS Quest £35 in a 13.5. "
     "note that starts with the BAs' crotch straps, the rib's launch £20); the model leaves out the Quest; 'how much "
     "do we owe Brightlingsea SC altogether for the wkend?' (£125) gets £90", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b137_llamaindex_dementiacafe_party_length_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has the winter sessions (thurs 10-12 as always), then the vicar giving them the hall till half 2 on "
     "the 17th so the party's 10 till 2; the model gives the usual session's length; 'how long's the party on the "
     "17th?' (4 hours) gets 2 hours", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH137_CONTROLS = [
    ("b137_ctl_mem0_bellringers_meeting_place_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'Fletching church car park' (memory: Weds 8 Apr Maureen, meet at Fletching church car park 9.30; "
     "Tue 14th Pam, fletching's car park is hopeless on a tues, it's market day on the green and they cone the "
     "whole lot off, so we'll all meet at Piltdown village hall + car share from there, 9.15)", "AnnotationError",
     None, None),
    ("b137_ctl_chroma_breadclub_sourdough_count_label.py", "chroma query, two writers in threads",
     "none; label '14' (memory: 22.4. Tom, sat 25th orders - sourdough 14 so far; Thu 23rd Mags, can u take my 2 "
     "sourdough off saturday, we're off to our Karen's in Leeds for the wkend)", "AnnotationError", None, None),
    ("b137_ctl_qdrant_seascouts_wetsuits_yesno_label.py", "qdrant query, script style",
     "none; label 'yes' (memory: 2/5 Skip, everyone in wetsuits sat, capsize drill off the hard first thing; 9/5 "
     "Dave, pool's free weds 20th so we'll do capsize drill in there, sat's just sailing - BA, a waterproof + spare "
     "clothes)", "AnnotationError", None, None),
    ("b137_ctl_evermemos_dementiacafe_small_hall_why_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'the main hall's being painted' (memory: 2037-03-02 Brenda, small hall all march, main hall's "
     "being painted I think; 2037-03-05 Jo, had a word w the vicar - no painting till the summer, the Slimming World "
     "lot have the main hall thurs mornings now, he'd booked them in on top of us)", "AnnotationError", None, None),
    ("b137_ctl_letta_cricket_teas_time_label.py", "Letta core memory block (stand-in), turn spans",
     "none; label '4.15' (memory: 2/5 teas on the table 4.15 every sat; Tue 19th, sat 23rd v Ashwell - their "
     "skipper says they cant get there before 2, half his side work sat mornings at the garden centre, so we're "
     "starting at 2 + teas wont be till quarter to 5)", "AnnotationError", None, None),
]
BATCH138 = [
    ("b138_mem0_toddler_places_left_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Jo's 22.3. note keeps the ukulele string, the shaker eggs and the hall rent, and drops Freya and "
     "Arlo booked for Thursdays and the Walshes taking Remi out (moving to Leeds); the 14/3 note has 9 booked, max "
     "12; 'how many spaces have I got left on thurs?' (2) gets 3", "ExtractionError", "mem0.extract",
     "omitted_at_extraction"),
    ("b138_qdrant_fellrace_sweeper_who_scoped.py", "qdrant query with race == crag-end-2037, script style",
     "Sue's Weds 10/6 note (Dave's done his knee in at parkrun, so Kath Barker's taking the back on Sunday) is "
     "filed race=club, so the query scoped to the race's notes leaves it out; the 2/5 marshal sheet has the sweep as "
     "Dave Pickles; 'who's sweeping on sunday?' (Kath Barker) gets Dave Pickles", "RetrievalError",
     "qdrant.query_points", "filtered_by_scope"),
    ("b138_chroma_railway_layout_hall_delete.py", "chroma delete where status=done, turn spans",
     "the manager's clear-out of done notes deletes Graham's 22.3. note (Wolds Group confirmed and paid), which also "
     "moves Sandsend (24ft, too long for the exit wall per the fire officer) to the sports hall, swapped with the "
     "trade; the 14/3 floor plan has it in the main hall; 'which hall's Sandsend in?' (the sports hall) gets the "
     "main hall", "DeletionError", "chroma.delete", "deleted"),
    ("b138_langgraph_shop_early_shift_time_lost_update.py", "LangGraph store sync, two writers in threads",
     "the treasurer's till job puts back its stale Saturday early shift (7.30-10, bread van 7.30ish) with the new "
     "£75 float, losing Margaret's Tue 16/6 edit (Fletcher's bread van comes half 6 now, so in for quarter past 6); "
     "'what time do i need to be in on sat?' (6.15) gets 7.30", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b138_langchain_brassband_extra_rehearsal_day_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (Russell's adjudicating at Pontins, so the extra rehearsal is Tue 19th not Thurs "
     "21st); the pasted season card (extra w Russell thurs 21st jan) stays; 'which night's the extra one with "
     "russell next wk?' (Tue 19th) gets Thursday 21st", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b138_zep_brassband_coach_paid_sum_response.py", "Zep facts (sync client, stand-in), turn spans",
     "the facts have four payments to Russell (£100 Tue 19/1, £250 workshop 31/1, £30 petrol on 8.2. in a note that "
     "starts with the flugel repair, £100 Thu 11th Feb); the model leaves out the petrol; 'how much have we paid "
     "russell so far this season, petrol n all?' (£480) gets £450", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b138_llamaindex_fellrace_cutoff_length_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has the start at 11 sharp, the Withens cut-off at 1.30pm (2.5 hrs), then the MRT moving the start to "
     "11.30 for the gala with the cut-off still 1.30 (so 2 hrs); the model gives the first length; 'how long do they "
     "get to reach withens before they're pulled?' (2 hours) gets two and a half hours", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH138_CONTROLS = [
    ("b138_ctl_mem0_toddler_big_drum_yesno_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'yes' (memory: 14/3 Jo, the library want the parachute + the big drum + the shakers for weds 8 "
     "apr; Weds 1/4 Priya at the library, could you leave the big drum at home this time pls - the reference section "
     "upstairs complained last time, the ceiling's thin)", "AnnotationError", None, None),
    ("b138_ctl_chroma_railway_layout_count_label.py", "chroma query, two writers in threads",
     "none; label '14' (memory: 14/3 Graham, 14 layouts confirmed, Brigg Junction among them; Weds 8 Apr Ian, Geoff "
     "rang - he's not going to get Brigg Junction finished, his eyes aren't up to the fine wiring any more, he'll do "
     "the door on the sunday)", "AnnotationError", None, None),
    ("b138_ctl_qdrant_shop_early_close_why_label.py", "qdrant query, script style",
     "none; label 'the new electric meter's being fitted' (memory: 16th may Margaret, shutting at 1 weds 20th - "
     "power's off for the new meter; Mon 18/5 Les, rang Powergrid - nowt to do with our meter (that's not till "
     "july), they're replacing the substation on the green, whole village off 1-5)", "AnnotationError", None, None),
    ("b138_ctl_letta_brassband_programme_list_label.py", "Letta core memory block (stand-in), turn spans",
     "none; label 'The Wizard, Lament for Tom and Jubilance' (memory: 14/1 Russell's own choice for the Spring "
     "Festival, The Wizard, Lament for Tom, then Jubilance w Emma on the cornet solo; Tue 23rd, Emma's got her uni "
     "open day in Durham that wkend so Russell's putting Hymn of the Highlands 3rd mvt (Dundonnell) in where her "
     "solo was)", "AnnotationError", None, None),
    ("b138_ctl_evermemos_fellrace_eod_entries_sum_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '£368' (memory: 2037-06-14T15:10 Sue, 46 EOD entries @ £8 so £368 in the tin; "
     "2037-06-15T09:05 Pam, counted the tin - 4 of those 46 were juniors on the short course, only £4, so it's "
     "£352)", "AnnotationError", None, None),
]
BATCH139 = [
    ("b139_mem0_seedswap_venue_place_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Bev's 22.3. note keeps the leaking trough, the skip (Mon 30th) and the 200 seed packets, and "
     "drops the polytunnel reskin (grant came thru) moving the swap to the Methodist hall on Carr Rd; the 14/3 poster "
     "has it in the big polytunnel by the top gate; 'where's the seed swap on sat?' (the Methodist hall) gets the big "
     "polytunnel", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b139_qdrant_canal_meet_time_filtered.py", "qdrant query with kind == work-party, turn spans",
     "Colin's Tue 14/4 note (Kestrel back in the water, new bilge pump; CRT draining the pound above 7 first thing, "
     "so meet half 10 at the Boat not 9) is filed kind=boat, so the query filtered to work-party notes leaves it out; "
     "the 2/4 plan says meet 9 at the Boat Inn car park; 'what time we meeting tmrw?' (half 10) gets 9",
     "RetrievalError", "qdrant.query_points", "filtered_by_scope"),
    ("b139_chroma_filmclub_may_film_yesno_delete.py", "chroma delete where film=The Dig, script style",
     "the secretary's clear-out of The Dig's notes deletes Linda's Fri 10/4 note (43 in, £172 on the door), which "
     "also says the FilmBank licence for Paddington didn't come thru so May's Aftersun (12A, 7.30); the 14/3 "
     "programme has May as Paddington 2; 'are we still doing paddington 2 in may?' (no) gets yes", "DeletionError",
     "chroma.delete", "deleted"),
    ("b139_langgraph_skitrip_jan_payment_lost_update.py", "LangGraph store sync, two writers in threads",
     "the office's ParentPay check puts back its stale payments record (£890, £185 on the 1st of Oct-Jan) with its "
     "check, losing Mr Hughes's Weds 9/12 edit (lift pass deal came thru, £30 off, so the Jan one is £155); 'how "
     "much is the jan ski payment?' (£155) gets £185", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b139_langchain_bells_practice_who_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (Geoff the tower captain's in Cornwall w the caravan 14th-24th, so Alan Pryce the "
     "steeple keeper runs practice both thursdays, has the keys); the pasted noticeboard card (practice run by our "
     "tower captain Geoff Hinch) stays; 'who's running practice thurs?' (Alan Pryce) gets Geoff Hinch",
     "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b139_zep_seedswap_takings_sum_response.py", "Zep facts (sync client, stand-in), turn spans",
     "the facts have four lots of swap money (teas £64.20 Sat 28/3, chilli jar £23 28.3., seed library tin £38.50 "
     "Sun 29th next to the £45 raffle for the defib, plant stall £27 found in Mo's coat in a Mon 30/3 note that "
     "starts with the skip); the model leaves out the plant stall; 'how much did the swap make altogether? not the "
     "raffle' (£152.70) gets £125.70", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b139_llamaindex_filmclub_chairs_count_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has 38 tickets sold, 45 good chairs, then 'another 9 booked online since weds!! so 47 now' + 4 comps "
     "for the WI ladies; the model works from 38; 'how many more chairs do i need to get off the school?' (6) gets "
     "none", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH139_CONTROLS = [
    ("b139_ctl_mem0_bells_sunday_ringers_count_label.py", "mem0 infer=False, search, turn spans",
     "none; label '8' (memory: 14/3 Geoff, sun 22nd, 8 of us for the 10 o'clock incl young Tom; Fri 20th Jenny, "
     "Tom's mum rang, he sounds like a sea lion poor lad, she's keeping him in bed over the wkend)",
     "AnnotationError", None, None),
    ("b139_ctl_chroma_canal_tools_list_label.py", "chroma query, two writers in threads",
     "none; label 'loppers, a bowsaw, the strimmer, the grappling hook and hi-vis' (memory: 2/5 Colin, bring "
     "loppers, a bowsaw, the strimmer, the grappling hook, hi vis; Tue 12/5 Pauline, strimmer's not worth bringing, "
     "it's chucked its cord again, the mower shop can't look till june, CRT tree lot doing the bank w their own "
     "kit)", "AnnotationError", None, None),
    ("b139_ctl_qdrant_skitrip_home_date_label.py", "qdrant query, script style",
     "none; label 'Sunday 21st February' (memory: itinerary 14/11, home sun 21st feb about 6pm; Weds 3/2 Mr Hughes, "
     "Eurotunnel have put us on the 14.20 crossing on the sunday, silly o'clock, in the bus bay about 2am mon "
     "22nd)", "AnnotationError", None, None),
    ("b139_ctl_letta_filmclub_late_start_why_label.py", "Letta core memory block (stand-in), turn spans",
     "none; label 'the projector's away being serviced' (memory: 12/4 Derek, start at 8 on the 15th, projector's "
     "away being serviced, back from Skipton gone 7; Weds 29th Apr, projector's back already, still starting at 8 "
     "tho - the Brownies have the hall till half 7 for their bridging ceremony + the chairs)", "AnnotationError",
     None, None),
    ("b139_ctl_evermemos_skitrip_lesson_hours_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '24 hours' (memory: 2037-11-02T16:20 Mr Hughes, 4 hrs a day for the 6 ski days so 24 hrs of "
     "lessons; 2037-11-09T08:45 Ms Okafor, weds afternoon's the bowling + pool, last day only the morning as the "
     "coach goes at 2, so it's 20 hrs really)", "AnnotationError", None, None),
]
BATCH140 = [
    ("b140_mem0_jamday_date_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Val's 22.3. note keeps Joan's rhubarb, the Booths sugar and the gingham labels, and drops the "
     "jam day going to Sat 23rd (Sandra took a wedding reception for the 16th without looking in the diary); the "
     "14/3 note has Sat 16th May; 'what date's the jam day?' (Sat 23rd May) gets Saturday 16th May",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b140_chroma_libraryvan_stop_place_scoped.py", "chroma query where kind == timetable, turn spans",
     "Kev's Weds 8 Apr driver-log note (the Green at Heptonstall fenced off by Yorkshire Water for the new mains, so "
     "he parked in the pub car park at the Cross) is filed kind=driver-log, so the query scoped to the timetable "
     "leaves it out; the route B list has the Green by the bus shelter; 'where do i park up in heptonstall tomoz?' "
     "(the pub car park at the Cross) gets the Green", "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b140_qdrant_duckrace_ducks_left_delete.py", "qdrant delete where status=paid, script style",
     "Ann's clear-out of paid notes deletes her Tue 28th note (the Fleece had 75 ducks for their quiz teams, paid "
     "cash); 600 ducks, 310 sold by Sun 26/7; 'how many ducks have we got left to sell?' (215) gets 290",
     "DeletionError", "qdrant.delete", "deleted"),
    ("b140_langgraph_football_final_ref_lost_update.py", "LangGraph store sync, two writers in threads",
     "the results board job puts back its stale U11 final (ref Mick Hirst) with the cup and medals, losing Gaz's "
     "Sat 13/6 edit (Jan Cooper, the county ref, doing it - Mick's lad plays for Rovers); 'who's reffing the u11 "
     "final?' (Jan Cooper) gets Mick Hirst", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b140_langchain_gardenclub_minibus_time_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (Pete's on the dialysis run first, so the garden centre minibus goes at quarter to "
     "11); the pasted June programme (minibus 10am from the front door) stays; 'what time's the minibus weds?' "
     "(10.45) gets 10am", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b140_letta_football_groupb_list_response.py", "Letta core memory block (stand-in), turn spans",
     "the block has the U10 draw of 14/3 (group B with Queensbury Blues) and, Weds 8 Apr, Queensbury pulling out "
     "(school trip to Whitby) with Ovenden Wanderers taking their slot; the model lists the draw; 'which teams are "
     "in group B for the u10s?' (Hipperholme Colts, Bailiff Bridge, Lightcliffe Lions, Ovenden Wanderers) gets "
     "Queensbury for Ovenden", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b140_llamaindex_jamday_takings_sum_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has £214 in the tin, £56 on the card reader and Joan's £24 for 12 jars of seconds to the Tea Cosy "
     "(given at choir Tue 23rd), with the £30 hall hire among them; the model leaves out Joan's £24; 'how much did "
     "we take on the jam altogether?' (£294) gets £270", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH140_CONTROLS = [
    ("b140_ctl_mem0_libraryvan_blackshaw_yesno_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'yes' (memory: 14/3 Bev, route B weds 22nd apr, 6th may, 20th may, all stops as normal incl "
     "Blackshaw Head; Mon 4/5 Kev, rang highways - the road up to Blackshaw from the Hebble End turn's shut all this "
     "wk, they're resurfacing, even the bus is going round by Colden + turning)", "AnnotationError", None, None),
    ("b140_ctl_chroma_duckrace_prizes_count_label.py", "chroma query, two writers in threads",
     "none; label '5' (memory: 16th may Ann, PRIZES (5 so far) incl tea for 2 at the Tea Cosy; Tue 21/7 Ann, "
     "bumped into Marion at the surgery - she's had enough, the Tea Cosy's shutting end of the month, she's off to "
     "her daughter's in Filey, so no tea for 2 for the winner)", "AnnotationError", None, None),
    ("b140_ctl_qdrant_gardenclub_brownies_why_label.py", "qdrant query, script style",
     "none; label 'the compost hadn't been delivered' (memory: Mon 8/6 Nicky, raised beds w the Brownies weds 17th "
     "is off - the compost from Hirst's hasnt come; Tue 9/6 Sandra, compost's not the problem, it came yesterday - "
     "it's us, the girls are at district camp at Bradley Wood that wk)", "AnnotationError", None, None),
    ("b140_ctl_zep_jamday_boil_howlong_label.py", "Zep facts (sync client, stand-in), turn spans",
     "none; label '10 minutes' (memory: 14/3 Edna's rhubarb + ginger, boil hard 10 min + test on a cold saucer; "
     "Weds 8 Apr Val, 10 min was nowhere near, like soup, took a good 20; Edna laughed, says she always does 20 "
     "really, the 10 was off her mum's card)", "AnnotationError", None, None),
    ("b140_ctl_evermemos_football_entry_fees_sum_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '£600' (memory: 2037-06-02T19:40 Lou, 24 teams at £25 so £600; 2037-06-15T20:30 Bob, been thru "
     "the bank - 23 of the 24 are in, Northowram's U9s never paid, cheque's in the post, so £575; 2037-06-22 still "
     "nowt from Northowram)", "AnnotationError", None, None),
]
BATCH141 = [
    ("b141_mem0_honeyshow_judge_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Sue's 22.3. note keeps the varroa boards, the new extractor and Dennis's split of hive 4, and "
     "drops the honey show judge (Mr Hartley's having his hip done, so Brenda Ogden from Ripon); the 14/3 note has "
     "Mr Hartley from Harrogate; 'who's judging the honey show?' (Brenda Ogden) gets Mr Hartley",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b141_qdrant_sailing_first_start_filtered.py", "qdrant query filtered to fleet == lasers, turn spans",
     "Pauline's Fri 15/5 race officer's notice (the programme's tide times are last year's, HW 12.50 not 11.50, so "
     "every start goes back an hour: Lasers' first gun 11.25) is filed fleet=all, so the query filtered to the "
     "Lasers leaves it out; the Laser instructions have 1st start 10.25; 'what time's first start for us lasers "
     "tomoz?' (11.25) gets 10.25", "RetrievalError", "qdrant.query_points", "filtered_by_scope"),
    ("b141_chroma_minibus_seats_left_delete.py", "chroma delete where trip == ilkley-23-6, script style",
     "Lynn's clear-out of the Ilkley trip's notes deletes Kath's Tue 23rd driver note (Mr and Mrs Pickles and her "
     "sister booked 3 seats for Skipton on the way home); 16 seats, 9 booked, Ron cancelled; 'how many seats have "
     "we got left on skipton thurs?' (5) gets 8", "DeletionError", "chroma.delete", "deleted"),
    ("b141_langgraph_tabletennis_juniors_night_lost_update.py", "LangGraph store sync, two writers in threads",
     "the subs job puts back its stale juniors' record (Tues 6-7.30) with the subs, losing Carol's Thu 20/8 edit "
     "(Thursdays from Sept - the hall committee have let Tuesdays to Slimming World); 'what night's the juniors on "
     "from sept?' (Thursday) gets Tuesday", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b141_langchain_nativity_shepherds_list_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (the PTA bought headdresses, so shepherds need only a dressing gown, sandals or "
     "slippers and a toy sheep if they've got one - no tea towel); the pasted costume letter of 16th Nov (dressing "
     "gown, tea towel + headband, sandals) stays; 'what do the shepherds' parents need to send in?' gets the "
     "letter's list", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b141_zep_sailing_abandoned_why_response.py", "Zep facts (sync client, stand-in), turn spans",
     "the facts have Mike's Sun 26th guess from the bar (the wind died on the 2nd beat) and Pauline's post the same "
     "evening (not the wind - the RIB's outboard packed up, no safety cover, so she called it); the model gives "
     "the wind; 'why did they abandon race 3 sunday?' (no safety cover) gets the wind", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b141_llamaindex_beekeepers_honey_sum_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has 38lb from the Heights supers, Dennis's 22lb from the allotment hives and Ken's 17lb spun from "
     "the training hives on Tue 25th, with 50kg of winter feed sugar among them; the model leaves out Ken's 17lb; "
     "'how much honey have we got altogether this yr?' (77lb) gets 60lb", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH141_CONTROLS = [
    ("b141_ctl_mem0_minibus_dobson_yesno_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'yes' (memory: 14/3 Lynn, Skipton market 1st thurs of every month, regulars incl Mrs Dobson, "
     "every month w/o fail, needs the ramp; Mon 3/8 Kath, her daughter rang - it's her mum's 90th on thurs + the "
     "family are whisking her off to Bolton Abbey for a posh lunch, she'll be on the sept one)", "AnnotationError",
     None, None),
    ("b141_ctl_chroma_nativity_angels_count_label.py", "chroma query, two writers in threads",
     "none; label '8' (memory: 16th Nov cast, ANGELS (8) incl Mia; Tue 1/12 Mrs Kaur, Mia's mum caught me at pick "
     "up, they're flying out to her gran's in Lahore on the 5th, back mid jan, so no Mia on the night)",
     "AnnotationError", None, None),
    ("b141_ctl_qdrant_tabletennis_subs_sum_label.py", "qdrant query, script style",
     "none; label '£60' (memory: 14/3 subs card, adults £40 a term, juniors £20, parent + junior = £60; AGM tue "
     "23rd, hall rent's gone up AGAIN so adults are a fiver more a term from sept (£45), juniors stay at £20)",
     "AnnotationError", None, None),
    ("b141_ctl_evermemos_sailing_pursuit_howlong_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '90 minutes' (memory: 2037-11-02T19:10 Geoff, boxing day pursuit 90 mins as usual; "
     "2037-12-14T20:40 Pauline, with the light going + everyone frozen stiff last yr we've agreed on an hour this "
     "time; 2037-12-20 Geoff, finish gun at 12 on the dot)", "AnnotationError", None, None),
    ("b141_ctl_letta_beekeepers_swarm_place_label.py", "Letta core memory block (stand-in), turn spans",
     "none; label 'the allotment apiary' (memory: Weds 20/5 Dennis, Co-op car park swarm put in the bait hive at "
     "the allotments; Fri 22/5 Ken, they didn't like the allotments, cleared off by thurs teatime, found them in "
     "Mrs Barker's damson, shook them into the spare national up at the Heights)", "AnnotationError", None, None),
]
BATCH142 = [
    ("b142_mem0_sportive_start_time_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Dave's 22.3. note keeps the Rotary marquee and the 2 Halfords mechanics, and drops the 100 milers "
     "going off at 7.30 (the council wants them through Hebden before the Sunday market sets up); the 14/3 note has "
     "the 100 at 8; 'what time do the 100 milers set off sunday?' (7.30) gets 8am",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b142_chroma_dogwalk_water_stop_place_topk.py", "chroma query n_results=2, turn spans",
     "Steph's Weds 8 Apr note (the NT have Gibson Mill yard shut for the roof work all June, so the water stop's at "
     "the Blake Dean bridge, Mags's van with the containers) ranks 4th for the water stop query, so n_results=2 "
     "leaves it out; the route note has the water stop at Gibson Mill yard; 'where am i setting up the water for "
     "the dogs sunday?' (the Blake Dean bridge) gets Gibson Mill", "RetrievalError", "chroma.query",
     "ranked_below_top_k"),
    ("b142_qdrant_tombola_helper_who_delete.py", "qdrant delete where status=sorted, script style",
     "Jean's clear-out of sorted notes deletes Carol's Tue 23rd note (the WI asked her onto the cakes from half 1, "
     "so Brenda's doing her tombola slot with Mike - squared with Brenda after church, so filed as sorted); the rota "
     "has 1.30pm-2.30 Carol + Mike; 'who's on the tombola with Mike after dinner?' (Brenda) gets Carol",
     "DeletionError", "qdrant.delete", "deleted"),
    ("b142_langgraph_theatre_dress_rehearsal_date_lost_update.py", "LangGraph store sync, two writers in threads",
     "the props job puts back its stale dress rehearsal record (Tue 21st July 6-9pm) with the splurge guns and the "
     "car, losing Rach's 14/7 edit (Mon 20th July 5.30-9 - the Civic have a comedy night in on the Tuesday); 'what "
     "night's the dress?' (Monday 20th) gets Tuesday 21st", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b142_langchain_carols_robes_count_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (Margaret found 6 more robes in the vestry cupboard); the pasted November PCC list "
     "(28 singing, 19 robes that fit, 9 short) stays; 'how many more robes do we still need to find?' (3) gets 9",
     "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b142_zep_sportive_feed_stops_list_response.py", "Zep facts (sync client, stand-in), turn spans",
     "the facts have Kath's 14/3 feed plan for the 100 (Cragg Vale, Widdop, Ripponden) and Dave's Weds 8 Apr post "
     "(the Hebden diversion adds 9 miles, so an extra water + gels stop at Slack top for the 100s); the model lists "
     "the three from the plan; 'which feed stops are on the 100 route?' (Cragg Vale, Slack top, Widdop, Ripponden) "
     "leaves out Slack top", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b142_llamaindex_theatre_show_length_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has act 1 at 55 min (the tech, Gav's stopwatch), a 20 min interval (the Civic bar, the PTA's ice "
     "creams) and act 2 at 45 with the bows and the megamix; the model leaves out the interval; 'how long's the "
     "whole thing start to finish incl the interval?' (2 hours) gets 1 hour 40", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH142_CONTROLS = [
    ("b142_ctl_mem0_tombola_takings_sum_label.py", "mem0 infer=False, search, turn spans",
     "none; label '£187.40' (memory: 14/3 Jean, float £20 borrowed out of the church purse in the Quality St tin; "
     "Sat 11th July, counted the tin w Mike at the end - £187.40; Tue 14/7, gave Margaret the £20 back for the "
     "church purse at the PCC, so the rest is ours)", "AnnotationError", None, None),
    ("b142_ctl_chroma_carols_rutter_yesno_label.py", "chroma query, two writers in threads",
     "none; label 'yes' (memory: 14/11 Ruth, carol service 2nd half: Rutter Candlelight Carol (choir), In the Bleak, "
     "O Come All Ye Faithful; Thu 3/12 Geoff, had a go at the Rutter w the sops - not a hope by the 20th, we'll put "
     "it by for Easter + do Silent Night w Ruth's descant in that slot)", "AnnotationError", None, None),
    ("b142_ctl_qdrant_theatre_matinee_why_label.py", "qdrant query, script style",
     "none; label 'the Civic has a wedding fair on that day' (memory: Weds 8 Apr Lou, sat matinee's off, the Civic "
     "have got a wedding fair on in the day; Lou again, got the wrong end of the stick, the wedding fair's in the "
     "Victoria Room upstairs - it's Jake's grade 6 piano + Ellie's ballet exam that sat morning, no understudies)",
     "AnnotationError", None, None),
    ("b142_ctl_evermemos_dogwalk_sponsor_count_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '6' (memory: 2037-04-02T20:10 Priya, 6 sponsors signed up for the backs of the tshirts incl "
     "Barkers pet shop; 2037-05-10T14:30 Priya, shutters down at Barkers + a note in the window thanking everyone "
     "for 22 yrs, Mr Barker's retired, so that's them off the backs)", "AnnotationError", None, None),
    ("b142_ctl_letta_sportive_recce_date_label.py", "Letta core memory block (stand-in), turn spans",
     "none; label 'Sat 16th May' (memory: 14/3, recce of the 100 route sat 16th may, meet 8.30 at the rugby club; "
     "Weds 13 May, yellow warning out for sat, rain all day + 50mph on the tops, sod that, sun morning first thing "
     "instead, 7.30ish, same place)", "AnnotationError", None, None),
]
BATCH143 = [
    ("b143_mem0_rugby_kit_cost_sum_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Sam's 22.3. note keeps the socks going up to £8 and the minibus MOT, and drops the navy quarter "
     "zip training top (£18) being compulsory from U10 up (the coaches are sick of 15 colours on a Sunday); the 14/3 "
     "note has shirt £22, shorts £12, socks £6; 'how much is the full kit for alfie? he's going up to U11s' (£60) "
     "gets £42", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b143_chroma_busscheme_pickup_time_topk.py", "chroma query n_results=3, turn spans",
     "Ken's Tue 28th note (doing his grandson's school run till half term, so Low Bradfield at 9.45 now, the market "
     "stalls aren't up till 10 anyway; the tail lift's fixed) ranks 4th for the pick-up query, so n_results=3 leaves "
     "it out; the timetable has Low Bradfield 9.15; 'what time's the tuesday market bus pick up at Low Bradfield?' "
     "(9.45) gets 9.15", "RetrievalError", "chroma.query", "ranked_below_top_k"),
    ("b143_qdrant_lido_cafe_who_delete.py", "qdrant delete where thread=rota-chat, script style",
     "Carol's clear-out of the rota chat deletes Bev's Thu 14th message (Linda's started at the Co-op on Sundays, so "
     "Bev's doing her Sunday mornings with Tom, Linda takes Bev's Weds afternoons); the final rota has sun mornings "
     "8-12 Linda + Tom; 'who's on the cafe with Tom sunday mornings?' (Bev) gets Linda", "DeletionError",
     "qdrant.delete", "deleted"),
    ("b143_langgraph_choir_venue_place_lost_update.py", "LangGraph store sync, two writers in threads",
     "the poster job puts back its stale concert record (the Methodist hall on Rochdale Rd) with the ticket details, "
     "losing Helen's 2/6 edit (St Thomas's church - the Methodists have had the damp people in, the hall floor's up "
     "till mid July); 'where are we singing on the 27th?' (St Thomas's church) gets the Methodist hall",
     "UpdateError", "langgraph.store.put", "overwritten"),
    ("b143_langchain_craftfair_friday_setup_yesno_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (Pauline rang, the Friday Zumba have moved to Weds, so the hall's ours Friday 6-8.30 "
     "to set up); the pasted February stallholder letter (set up Saturday from 8, the hall is in use on the Friday "
     "evening) stays; 'can Denise bring her stuff up friday night?' (yes, 6-8.30) gets no", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b143_zep_rugby_presentation_date_response.py", "Zep facts (sync client, stand-in), turn spans",
     "the facts have Sam's 14/3 post (presentation Fri 15th May, 6pm, clubhouse) and his Weds 8 Apr post (the "
     "clubhouse is the polling station on the Thursday and the count on the Friday, so it's Sat 16th, 2pm after "
     "training, same place); the model gives the Friday; 'when's the presentation?' (Sat 16th May, 2pm) gets Friday "
     "15th May, 6pm", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b143_llamaindex_lido_lifeguards_short_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has 8 lifeguards needed for opening Saturday (4 a shift, 2 shifts, nobody doing both), 5 of the "
     "friends with a current NPLQ, and Josh passing his NPLQ on Saturday (with the heat pump news); the model leaves "
     "Josh out; 'how many more lifeguards do we need to find for opening sat?' (2) gets 3", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH143_CONTROLS = [
    ("b143_ctl_mem0_craftfair_raffle_why_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'so the stallholders can pack up early' (memory: 14/3 Jan, raffle drawn at 3 when we close; 22.3., "
     "Sue wants the draw at 2 so the stallholders can get off early - nobody's packing up before 3, they've all paid "
     "for the full day, so no; Weds 8 Apr, the mayor wants to draw it herself but has to be at the cathedral for the "
     "civic service by half 3, so the draw's at 2)", "AnnotationError", None, None),
    ("b143_ctl_chroma_busscheme_friday_stops_list_label.py", "chroma query, two writers in threads",
     "none; label 'Dungworth, Low Bradfield, Bradfield Dale and Worrall' (memory: Mo 14/3, Friday run Dungworth 9.30, "
     "Low Bradfield 9.40, Bradfield Dale 9.50, Worrall 10.05; Ken 22.3., nobody's got on at Bradfield Dale since "
     "xmas, Edna's gone into Fulwood House, so he goes straight over the top from Low Bradfield)", "AnnotationError",
     None, None),
    ("b143_ctl_qdrant_lido_early_swim_length_label.py", "qdrant query, script style",
     "none; label 'an hour and a half, 6.30-8' (memory: 14/3 cttee, early swims mon-fri 6.30-8; 16th may Gareth, the "
     "insurers want the first aider on site every session and she can't get in before 7, so earlies are 7 till 8, "
     "and the cafe needs the poolside clear by quarter past)", "AnnotationError", None, None),
    ("b143_ctl_evermemos_choir_pianist_who_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'Lucy' (memory: 2037-03-14T19:40 Helen, Lucy accompanying as ever; 2037-04-22T21:05 Lucy, baby's "
     "due 16th june so no use to anyone on the 27th, Martin the organist at St Thomas's says he'll play; "
     "2037-05-19T20:15 Helen, Martin's coming to the last 2 thursdays in june to play us in)", "AnnotationError",
     None, None),
    ("b143_ctl_letta_rugby_minibus_count_label.py", "Letta core memory block (stand-in), turn spans",
     "none; label '14' (memory: 14/3, U12s to the Keighley sevens, minibus, 14 kids on it + Kev + me; Weds 8 Apr, "
     "the Jones twins going up with their dad in his van, he's doing the club's bacon butty stall so he's up there "
     "from 7 anyway)", "AnnotationError", None, None),
]
BATCH144 = [
    ("b144_mem0_jamboree_coach_time_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Bev's 22.3. note keeps Mr Hirst's trailer and the 4 gas bottles from Asda, and drops the coach "
     "pick up moving to 10.15 (the driver's doing a Leeds airport run first, scouts at the hut for 10); the 14/3 note "
     "has the coach at 9am; 'what time's the coach going on sat?' (10.15) gets 9am",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b144_qdrant_pantry_fareshare_driver_who_topk.py", "qdrant query limit=3, turn spans",
     "Pam's Tue 23rd note (Keith's having his knee done on the 26th, no driving for 6 wks, so Alan's doing fridays in "
     "his own van) ranks 4th for the Friday driver query, so limit=3 leaves it out; the rota has driver Keith in the "
     "church van; 'who's driving for the fareshare run tmrw?' (Alan) gets Keith", "RetrievalError",
     "qdrant.query_points", "ranked_below_top_k"),
    ("b144_chroma_riverside_boat_launch_place_delete.py", "chroma delete where kind='2036 clean-up', script style",
     "Tasha's clear-out of last year's notes deletes Gill's 14/10 debrief (the Brighouse basin slipway was a "
     "nightmare, Calder Anglers' steps at Cromwell Bottom from now on, ring Pete the wk before); the canoe club note "
     "has the usual launch at the basin slipway; 'where are the boats going in on sat?' (Cromwell Bottom) gets the "
     "basin slipway", "DeletionError", "chroma.delete", "deleted"),
    ("b144_langgraph_bowls_junior_taster_date_lost_update.py", "LangGraph store sync, two writers in threads",
     "the refreshments job puts back its stale junior taster record (Sat 13th June 2-4) with the squash and biscuits, "
     "losing Margaret's 9/6 edit (Weds 17th June 6-8 - Derek's at his granddaughter's wedding on the sat); 'when's the "
     "kids' have a go session?' (Weds 17th) gets Sat 13th", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b144_langchain_sportsday_medals_count_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (a box of 40 unused medals found in the PE cupboard); the pasted staff meeting "
     "notes (78 needed, 44 from the trophy shop, 34 to get) stay; 'how many more medals do i need to order?' (none, "
     "6 over) gets 34", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b144_zep_pantry_cash_carry_list_response.py", "Zep facts (sync client, stand-in), turn spans",
     "the facts have Dan's Mon 15/6 stock check (low on tinned toms, pasta, UHT milk, tea bags) and Pam's Weds 17th "
     "post (3 crates of pasta from the Co-op so pasta's sorted, but no nappies left, size 4 + 5, for the Booker's "
     "list); the model gives the stock check's four; 'what am i getting at Booker's today?' (tinned toms, UHT milk, "
     "tea bags, nappies) has pasta and no nappies", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b144_llamaindex_riverside_boat_time_length_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has the bank pick 10 till 1 with the boats on from 10, and the EA's email (in the water 10 till 12.30 "
     "only, the sluice at Elland weir opens at half 12); the model takes the bank's hours; 'how long have the boat "
     "crew actually got on the water sat?' (2 and a half hours) gets 3 hours", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH144_CONTROLS = [
    ("b144_ctl_mem0_jamboree_bag_pack_sum_label.py", "mem0 infer=False, search, turn spans",
     "none; label '£412.60' (memory: sat 14/3, counted the bag pack buckets at the hut after - £412.60; tue 17/3, "
     "the card reader takings from the bag pack landed in the group account, £96 after SumUp's bit)",
     "AnnotationError", None, None),
    ("b144_ctl_chroma_bowls_flat_shoes_yesno_label.py", "chroma query, two writers in threads",
     "none; label 'yes' (memory: 14/3 Margaret, flyers say bring flat shoes, no heels or trainers w tread; Tue 2/6 "
     "Ron, turned out the old ladies' section locker, 20 pairs of bowls shoes sizes 3 to 12, on the rack by the "
     "pavilion door on the day, folk can just borrow a pair)", "AnnotationError", None, None),
    ("b144_ctl_qdrant_sportsday_move_why_label.py", "qdrant query, script style",
     "none; label 'it clashes with the Y6 residential at Robinwood' (memory: 22.3. Mr Brennan, heard Robinwood's "
     "8-10 july, that'd clash; Weds 8 Apr, no hang on, got that wrong, Robinwood's the wk after, but sports day's "
     "going to Tue 7th anyway - the contractors resurfacing the playground need their diggers across the field)",
     "AnnotationError", None, None),
    ("b144_ctl_evermemos_pantry_unload_helpers_count_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '7' (memory: 2037-06-15T19:05 Dan, hands for the Co-op pallet sat 27th = 7 so far incl Pam; "
     "2037-06-18T12:40 Carol, the 2 DofE lads from Calder High will come; 2037-06-22T08:15 Pam, cant do the 27th "
     "after all, her Jack's wedding suit fitting has ended up that morning)", "AnnotationError", None, None),
    ("b144_ctl_letta_riverside_litter_pickers_who_label.py", "Letta core memory block (stand-in), turn spans",
     "none; label 'Steve from the council' (memory: 14/3, council (Steve in street cleansing) lending us 30 litter "
     "pickers; Tue 2/6, Steve's off on the sick + the depot have lent the lot to Halifax in Bloom, no joy, Hebden "
     "Bridge litter hub have 25, Rhiannon's fetching them in her van thurs)", "AnnotationError", None, None),
]
BATCH145 = [
    ("b145_mem0_orchestra_brass_sectional_place_extract.py", "mem0 infer=True (scripted model), turn spans, 3 notes",
     "extraction of Anna's 22.3. note keeps the veggie lasagne and the tuck shop 8-9pm, and drops the brass + perc "
     "sectional moving to the Old Chapel (the Barn's getting its roof done, scaffolding all round); the 14/3 note has "
     "brass + perc in the Barn; 'where am i setting the timps up for the sat morning sectional?' (the Old Chapel) "
     "gets the Barn", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b145_chroma_speedwatch_mill_lane_time_scope.py", "chroma query where kind='sessions', script style",
     "Graham's Tue 12/5 note (hospital appt, so Mill Lane weds is half 3 till half 4 with Pat + Bev, PCSO Dan fine "
     "with it) was filed under 'volunteers', so the sessions-scoped query misses it; the May rota has Mill Lane weds "
     "13th 8-9am; 'what time are we on at mill lane today?' (3.30-4.30) gets 8-9am", "RetrievalError",
     "chroma.query", "filtered_by_scope"),
    ("b145_qdrant_booksale_tables_diff_delete.py", "qdrant delete filter kind='sorting', script style",
     "Sue's clear-out of the sorting-day notes deletes her Sat 9/5 note (63 boxes, and Akela's lending 6 trestles "
     "from the scouts, dropping them fri night); the 16th may layout has 14 tables, 5 of the hall's, 9 to borrow; "
     "'how many more tables do we still need to borrow for sat?' (3) gets 9", "DeletionError", "qdrant.delete",
     "deleted"),
    ("b145_langgraph_garden_tour_leader_who_lost_update.py", "LangGraph store sync, two writers in threads",
     "the signage job puts back its stale tours record (led by Geoff, bed 7) with the A-board wording, losing Nadia's "
     "18/6 edit (Priya from bed 12, the herb spiral - Geoff's done his back in shifting the compost bins); 'who's "
     "doing the tours tmrw?' (Priya) gets Geoff", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b145_langchain_yoga_jo_paid_sum_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (Jo paid £28 cash for the first half of the block + £12 for the lilac mat); turn 4's "
     "£28 transfer stays; 'how much has Jo paid me altogether so far?' (£68) gets £28", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b145_letta_orchestra_concert_day_response.py", "Letta core memory block (stand-in), script style",
     "the block has the 14/3 line (concert sun 19th 2pm, Great Hall) and Tue 7/4 (Linden Lea double booked the Great "
     "Hall sun afternoon - a wedding - so the concert's the sat night, 18th, 7pm); the model gives the 14/3 line; "
     "'what day's the concert at the resi?' (Sat 18th April, 7pm) gets Sunday 19th", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b145_llamaindex_speedwatch_holme_lane_yesno_response.py", "LlamaIndex Memory async (aput/aget), asyncio, "
     "turn spans",
     "model says yes from the three sites signed off in March though PCSO Dan's word in turn 2 says Holme Lane's off "
     "(the 30 sign is past the bus shelter, so it's still the 40 where they'd stand, till highways move it); 'can "
     "me, Sheila and Ken do Holme Lane fri after school?'", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH145_CONTROLS = [
    ("b145_ctl_mem0_yoga_spare_mats_count_label.py", "mem0 infer=False, search, script style",
     "none; label '12' (memory: 14/3, counted the mats in the hall cupboard - 12; 22.3., the hall's mice got at 2, "
     "they went in the skip when Dave did the bins; Weds 8 Apr, Jo's bought the lilac one, keeping it at home: 9)",
     "AnnotationError", None, None),
    ("b145_ctl_chroma_booksale_not_taking_list_label.py", "chroma query, two writers in threads",
     "none; label 'encyclopaedias, Reader's Digest condensed books, magazines and anything damp' (memory: 14/3 Sue's "
     "NOT taking list; Weds 8 Apr, jigsaws only if still sealed; 22.3. Malcolm, the vintage stall on Halifax market "
     "will have all our old mags, so don't turn them away)", "AnnotationError", None, None),
    ("b145_ctl_qdrant_garden_tour_length_label.py", "qdrant query, turn spans",
     "none; label '45 minutes' (memory: 14/3 Nadia, tours on the hour, 45 mins each; 22.3. Trevor, walked it round w "
     "a stopwatch, 45 mins is nowhere near, folk stop at the bees, it's a good hour, so 11, 1 + 3)",
     "AnnotationError", None, None),
    ("b145_ctl_zep_speedwatch_church_lane_why_label.py", "Zep facts (sync client, stand-in), turn spans",
     "none; label 'not enough verge to stand on safely' (memory: 14/3, police said no, not enough verge; 22.3., ok "
     "with the verge by the lych gate, BUT the county are making Church Lane a 20 from sept for the new school + "
     "police won't send letters for a 30 that's on its way out)", "AnnotationError", None, None),
    ("b145_ctl_evermemos_orchestra_pickup_time_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '4pm' (memory: 2037-03-14T20:10 Anna, parents collect from the school car park 4pm; "
     "2037-04-09T11:30 Ryburn Travel, driver's 9 hrs off, won't get away from Linden Lea till 3.30, back at school "
     "half 4-ish; 2037-04-14T16:05 Mrs Lee, school open for the loos from 4)", "AnnotationError", None, None),
]
BATCH146 = [
    ("b146_mem0_mensshed_turning_day_date_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Trevor's 22.3. note keeps Brian's spalted beech and the leaking urn, and drops the woodturning day "
     "moving to sun 17th may (Colin the Calder turners' demo man is at the Harrogate show on the 16th); the 14/3 note "
     "has sat 16/5; 'what day is the woodturning thing at the shed?' (Sunday 17th May) gets Sat 16th May",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b146_chroma_cricket_u11_final_umpire_who_topk.py", "chroma query n_results=3, turn spans",
     "Pauline's 2037-06-16T18:20 note (Geoff's done his hamstring at bowls, Ray from Sowerby St Peter's will umpire "
     "the under 11s final, Ed at the other end) ranks 4th for the question, so n_results=3 leaves it out; the u11 "
     "plan has club umpire Geoff for the final; 'who's umpiring the u11 final sat?' (Ray) gets Geoff",
     "RetrievalError", "chroma.query", "ranked_below_top_k"),
    ("b146_qdrant_rda_arena_place_delete.py", "qdrant delete filter term='spring', script style",
     "Sue's half-term clear-out of the spring notes deletes Jan's Weds 8 Apr note (Lower Fold arena surface "
     "knackered, Briar Hill stables' indoor school tues 10-12 from now on, park in the top yard); the standing note "
     "has Lower Fold farm's outdoor arena; 'where do i tell the new helper to go tues?' (Briar Hill's indoor school) "
     "gets Lower Fold farm", "DeletionError", "qdrant.delete", "deleted"),
    ("b146_langgraph_quiz_cup_final_time_lost_update.py", "LangGraph store sync, two writers in threads",
     "the question-setters' job puts back its stale cup final record (Thu 18th June, start 8pm) with the eight "
     "rounds, losing Linda's 15/6 edit (half 7 now - the landlord's got the darts in the back room from 10); 'what "
     "time we kicking off thurs?' (half 7) gets 8pm", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b146_langchain_coffee_morning_roof_fund_sum_trim.py", "LangChain history + trim_messages (last 8), turn spans",
     "turn 5's trim drops turn 1 (sat 6th took £112.40 all in); the 13th (£96.50) and the 20th (£131.10) stay; 'how "
     "much have the coffee mornings made for the roof fund this month altogether?' (£340) gets £227.60",
     "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b146_letta_rda_ponies_list_response.py", "Letta core memory block (stand-in), turn spans",
     "the block has the summer ponies (Dolly, Bramble, Captain, Mouse + Biscuit on loan from Pat), Bramble lame off "
     "fore on box rest 2 wks from Tue 2/6, and Biscuit back to Pat 8-12 june for pony club camp; the model keeps "
     "Bramble in; 'which ponies have i got for tmrw?' (Dolly, Captain, Mouse) gets Dolly, Bramble, Captain and Mouse",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b146_llamaindex_cricket_teas_break_length_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has Pauline's plan (group games 10 till 1, teas 1 till 2, finals from 2) and Mick's change (16 overs, "
     "done 12.45ish, finals start half 1 - Ray has to be away by 5); the model takes the plan's hour; 'how long have "
     "we got for teas between the group games and the finals?' (45 minutes) gets an hour", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH146_CONTROLS = [
    ("b146_ctl_mem0_coffee_morning_urn_yesno_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'yes' (memory: 14/3 Hilary, whoever's on first fetches the urn from the scout hut; Tue 23rd Brian, "
     "the new Zip boiler over the sink in church kitchen's in, the scout hut can have their urn back for good - "
     "dropped it round last night)", "AnnotationError", None, None),
    ("b146_ctl_chroma_quiz_league_teams_count_label.py", "chroma query, two writers in threads",
     "none; label '12' (memory: 14/3 Linda, 12 teams signed up; 16th may, Rushbearers are calling it a day; Tue 23rd "
     "Phil, the Fleece lot + the Wainhouse Wanderers are joining forces, one team out of the two)",
     "AnnotationError", None, None),
    ("b146_ctl_qdrant_mensshed_cricket_club_why_label.py", "qdrant query, script style",
     "none; label 'the shed's too small' (memory: 14/3 Trevor, might have to do it elsewhere, shed's too small if we "
     "get 30 odd; Weds 8 Apr, we'd get 30 in easy w the bandsaw out the back, room's not what's stopping us - the "
     "Myford + the Axminster want 3-phase, the shed lost its when the mill next door was sold)",
     "AnnotationError", None, None),
    ("b146_ctl_zep_cricket_teas_place_label.py", "Zep facts (sync client, stand-in), turn spans",
     "none; label 'the pavilion' (memory: 14/3 Pauline, teas in the pavilion as per; Mon 15/6 Mick, pipe under the "
     "pavilion sink's gone, kitchen floor's swimming; Tue 16/6 Pauline, Scouts next door say we can have their hut "
     "for teas)", "AnnotationError", None, None),
    ("b146_ctl_evermemos_rda_side_walkers_count_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '5' (memory: 2037-06-08T19:10 Jan, 8 riders, 10 side walkers, got 5 so 5 short; "
     "2037-06-10T09:30 Pat, I'll side walk tues; 2037-06-12T17:45 Sue, Tom's hospital appt's landed on tues, he "
     "wont be riding this wk)", "AnnotationError", None, None),
]
BATCH147 = [
    ("b147_mem0_knitting_blankets_count_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Margaret's 22.3. note keeps the lilac dye lot and Jean's hip op, and drops the 3 more SCBU cot "
     "blankets sewn up at Jean's ('so thats 9!!'); the 14/3 note has 6 done; 'how many blankets have we got finished "
     "for the baby unit now?' (9) gets 6", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b147_chroma_allotment_rota_day_topk.py", "chroma query n_results=3, two writers in threads",
     "Kev's 22.3. note (he and Phil have swapped, Phil's grandson's football is every sun morning so Phil's on weds) "
     "ranks 5th for the question, so n_results=3 leaves it out; the 14/3 water rota has Sun Phil; 'which day am i "
     "doing the water now?' (Wednesday) gets Sunday", "RetrievalError", "chroma.query", "ranked_below_top_k"),
    ("b147_qdrant_minibus_thurs_driver_who_delete.py", "qdrant delete filter kind='cover', script style",
     "Pam's Easter clear-out of the cover notes deletes her Weds 8 Apr note (Keith's packing in thurs afternoons for "
     "good to fetch his grandson from nursery, Maureen the other MiDAS driver has thurs pm from now on); the standing "
     "rota has thurs + fri Keith; 'who's driving the thurs afternoon run?' (Maureen) gets Keith", "DeletionError",
     "qdrant.delete", "deleted"),
    ("b147_langgraph_walkingfootball_pitch_place_lost_update.py", "LangGraph store sync, two writers in threads",
     "the treasurer's subs job puts back its stale o65s v Brighouse record (Crossley Heath school field, grass pitch) "
     "with the subs and bibs, losing Dave's 12/5 edit (Spring Hall 3G now, pitch 2 by the bowling green - the "
     "school's reseeded their field); 'which pitch are we on sat v Brighouse?' (Spring Hall 3G, pitch 2) gets "
     "Crossley Heath", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b147_langchain_xmas_market_tables_left_trim.py", "LangChain history + trim_messages (last 8), turn spans",
     "turn 5's trim drops turn 1 (26 tables all in: 20 in the main hall + 6 in the committee room); 17 paid up and "
     "'so 19' stay; 'how many tables have we still got free?' (7) gets 'can't tell, 19 booked'", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b147_zep_minibus_early_finish_time_response.py", "Zep facts (sync client, stand-in), turn spans",
     "the facts have the usual pm run (leave the depot 2.50 for the 3.15 pick up) and Pam's Mon 23rd note (school "
     "breaks up thurs 2nd april, finishing 1.30pm not 3.15, Dave's doing it, leave the depot about 1.05); the model "
     "gives the usual time; 'what time am i picking the kids up from school tmrw?' (1.30pm) gets 3.15",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b147_llamaindex_allotment_hose_yesno_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the chat has the hosepipe ban from tue 14th july and the 22.8. lifting (but hoses only before 9am or after "
     "6pm so the troughs get chance to fill); the model takes the lifting and misses the hours; 'can i put the hose "
     "on my beans this aft? about 3ish' (no) gets yes", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH147_CONTROLS = [
    ("b147_ctl_mem0_xmas_market_raffle_sum_label.py", "mem0 infer=False, search, turn spans",
     "none; label '£540.50' (memory: Sat 5/12 Gill, raffle £412.50 + tombola £128 = £540.50; Sun 6/12 Pam, counted "
     "the raffle tin again, the £20 float we put in at the start was still in it, so raffle itself is £392.50)",
     "AnnotationError", None, None),
    ("b147_ctl_chroma_walkingfootball_squad_list_label.py", "chroma query, script style",
     "none; label 'Alan, Bri, Geoff, Mick, Tony and Stuart' (memory: 14/3 Dave, squad Alan, Bri, Geoff, Mick, Tony + "
     "Stuart, Les sub; 22.3. Bri, Alan's knee's flared up again, on the physio's list till june, he'll come + shout "
     "from the side, Les is in with us proper then)", "AnnotationError", None, None),
    ("b147_ctl_qdrant_allotment_trough_why_label.py", "qdrant query, two writers in threads",
     "none; label 'the trough's cracked' (memory: 14/3 Ron, think the trough's cracked again, water all round it; "
     "22.3. Kev, trough's sound as a pound, its the feed pipe under the path thats split, frost got it, Stan the "
     "plumber coming 16th may)", "AnnotationError", None, None),
    ("b147_ctl_letta_knitting_session_length_label.py", "Letta core memory block (stand-in), turn spans",
     "none; label '2 hours' (memory: 14/3, knit + natter tues 2-4, 2 hrs w a brew halfway; Weds 8 Apr, library want "
     "the upstairs room back at half 3 for the homework club after easter, we've to be packed up + out by then)",
     "AnnotationError", None, None),
    ("b147_ctl_evermemos_minibus_mot_day_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'Wednesday 18th March' (memory: 2037-03-02T18:00 Pam, MOT booked at Sowerby Garage weds 18/3; "
     "2037-03-10T12:40 Dave, garage's ramp's gone, they can have us tue 24th instead, said that's fine)",
     "AnnotationError", None, None),
]
BATCH148 = [
    ("b148_mem0_plant_sale_doors_time_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Margaret's 22.3. note keeps Derek's 40 trays of toms and the card machine, and drops the plant "
     "sale opening at 9 instead of 10 (the hall wants them out by 12.30 for a wedding); the 14/3 note has doors 10am; "
     "'what time do the doors open sat?' (9am) gets 10am", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b148_qdrant_history_walk_meet_place_topk.py", "qdrant query_points limit=3, turn spans",
     "Anne's Tue 9/6 tickets note (museum's shut the 14th for the floor, Barbara says the Cloth Hall steps by the "
     "stocks instead, door tickets there) ranks below the top 3 for the question, so limit=3 leaves it out; the route "
     "note has meeting at the museum; 'where are we meeting for the walk on sunday?' (the Cloth Hall steps) gets the "
     "museum", "RetrievalError", "qdrant.query_points", "ranked_below_top_k"),
    ("b148_chroma_residential_balance_delete.py", "chroma delete where status='sorted', script style",
     "Dee's clear-out of the sorted to-dos deletes her Weds 8 Apr note (council youth fund came thru, £30 off each "
     "kid so £125 not £155; form signed + sent back); the info note has £155 and the £40 deposit; 'how much do i "
     "still owe for Kai's residential?' (£85) gets £115", "DeletionError", "chroma.delete", "deleted"),
    ("b148_langgraph_roof_abseil_date_lost_update.py", "LangGraph store sync, two writers in threads",
     "the parish magazine poster job puts back its stale tower abseil record (Sat 13th June, 10am) with the poster "
     "wording, losing Geoff's Tue 2/6 edit (Sat 27th June now - scaffolders won't have the tower done by the 13th); "
     "'what date's the tower abseil?' (Saturday 27th June) gets Saturday 13th June", "UpdateError",
     "langgraph.store.put", "overwritten"),
    ("b148_langchain_quiz_night_total_sum_trim.py", "LangChain history + trim_messages (last 8), turn spans",
     "turn 5's trim drops turn 1 (door 14 teams x £12 = £168); the raffle (£143.50) and heads or tails (£62) stay; "
     "'what did we make for the hospice altogether on fri?' (£373.50) gets £205.50", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b148_zep_residential_gorge_walk_why_response.py", "Zep facts (sync client, stand-in), turn spans",
     "the facts have the Sat gorge walk, the 25m swim test, Dee's Tue 2/6 post (Environment Agency shut that stretch "
     "of the river after a diesel spill at the quarry, high ropes instead, swim test not needed now) and Sam's 3/6 "
     "post that two kids failed the swim test; the model gives the swim test; 'why is there no gorge walk on the "
     "residential now?' (the river's shut after the spill) gets the swim test", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b148_llamaindex_plant_sale_tables_diff_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has 16 tables needed with the hall's 8, the Scouts' 4 trestles and Joan's teas on the kitchen hatch "
     "(no table for teas); the model counts the teas table; 'how many more tables do i need to borrow then?' (3) gets "
     "4", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH148_CONTROLS = [
    ("b148_ctl_mem0_roof_bishop_yesno_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'yes' (memory: 14/3 Revd Helen, the Bishop of Huddersfield is coming to bless the new lead sun "
     "21st june; Tue 2/6 Revd Helen, the bishop's been asked to go to the synod in York that wkend so the "
     "archdeacon'll do the blessing, she sends her love + a cheque)", "AnnotationError", None, None),
    ("b148_ctl_chroma_history_walk_length_label.py", "chroma query, two writers in threads",
     "none; label '2 hours' (memory: 14/3 Barbara, route down to Lumb Bank + past the Slack chapel, abt 2 hrs; Tue "
     "9/6 Keith, path down to Lumb Bank's washed out, village bits only this yr, 1.5hrs w all the stops)",
     "AnnotationError", None, None),
    ("b148_ctl_qdrant_residential_kids_count_label.py", "qdrant query, script style",
     "none; label '24' (memory: 24 places; 16th may Dee, 21 deposits in + 3 to chase; Tue 2/6 Sam, Ellie-Mae's + "
     "Kacey's mums paid, Mason's lot are moving to Leeds, he'll give it a miss this time)", "AnnotationError", None,
     None),
    ("b148_ctl_letta_quiz_night_quizmaster_who_label.py", "Letta core memory block (stand-in), turn spans",
     "none; label 'Steve' (memory: 14/3 Big Steve quizmaster as per, Sandra scoring; Weds 3/6 Steve's knee op, "
     "he'll be on a stool at the end of the bar, Sandra says she'll read the questions out, Ryan scoring)",
     "AnnotationError", None, None),
    ("b148_ctl_evermemos_history_walk_stops_list_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label with the octagon chapel (memory: 2037-05-16T10:05 Barbara, stops incl the octagon chapel; "
     "2037-06-02T18:40 Keith, wedding in the octagon at 2 on the 14th so we cant go in, I'll do the dungeon on "
     "Northgate in that slot)", "AnnotationError", None, None),
]
BATCH149 = [
    ("b149_mem0_repair_cafe_venue_place_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Helen's 22.3. note keeps Maureen's overlocker and Ade leaving at 12, and drops the repair cafe "
     "moving to the Scout hut on Burnley Rd (the church hall's double booked on the 18th); the 14/3 note has St "
     "Mary's church hall; 'where is it on sat?' (the Scout hut on Burnley Rd) gets St Mary's church hall",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b149_chroma_litter_pick_grabbers_count_filter.py", "chroma query where topic='kit', turn spans",
     "Mick's 22.3. note (bringing the 10 grabbers from the allotment shed) is filed under volunteers, so the "
     "kit-scoped query leaves it out; the kit note has the council's 20 grabbers; 'how many grabbers have we got "
     "for sat?' (30) gets 20", "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b149_qdrant_fridge_greggs_day_delete.py", "qdrant delete kind='rota-week', script style",
     "Sue's Sunday clear-out of the weekly rota posts deletes the wk of 16/3 post (Greggs want us weds from now on "
     "not mon, mondays too quiet to have owt left); the info note has Greggs mon after they close; 'what day do we "
     "pick up from Greggs?' (Wednesday) gets Monday", "DeletionError", "qdrant.delete", "deleted"),
    ("b149_langgraph_panto_matinee_time_lost_update.py", "LangGraph store sync, two writers in threads",
     "the box office job puts back its stale Sat matinee record (2.30pm, doors 2) with the sales figure, losing "
     "Pauline's Weds 25 Nov edit (1.30pm now, doors 1 - the Scouts have the hall from 5.30 for their quiz night); "
     "'what time's the sat matinee?' (1.30pm) gets 2.30pm", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b149_langchain_gala_referee_who_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (Jan can't ref this yr, her hip, so Marcia Greenwood from Halifax is referee); "
     "Jan doing the officials' briefing 'like she always did' stays; 'who's refereeing sat?' (Marcia Greenwood) "
     "gets Jan", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b149_zep_gala_length_how_long_response.py", "Zep facts (sync client, stand-in), turn spans",
     "the facts have the first race at 6pm sharp, the pool booked 5-9 and Kev's post that it should all be "
     "finished by half 8 presentation and all; the model takes the pool booking; 'how long does the gala go on for "
     "once the racing starts?' (about 2.5 hours) gets about 3 hours", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b149_llamaindex_panto_scenery_sum_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has timber £84.60, paint £36.50, the pulley cloud £12.40 and the cast t-shirts £96 'out of the "
     "costume pot not mine'; the model adds the t-shirts; 'how much have we spent on scenery so far?' (£133.50) "
     "gets £229.50", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH149_CONTROLS = [
    ("b149_ctl_mem0_repair_cafe_toaster_yesno_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'no' (memory: 14/3 Helen, Phil's in for his hip that wk so NO electricals this time; Weds 8 Apr "
     "Helen, Phil rang - they've put his op back to May, so he's coming on the 18th w his tester after all, "
     "toasters etc all fine)", "AnnotationError", None, None),
    ("b149_ctl_chroma_litter_pick_zones_list_label.py", "chroma query, two writers in threads",
     "none; label with zone B, the canal towpath (memory: 14/3 Karen, zones A-D incl B the canal towpath; 22.3. "
     "Mick, Canal + River Trust have their own volunteers doing the towpath the wkend before, so we can leave that "
     "bit this yr)", "AnnotationError", None, None),
    ("b149_ctl_qdrant_fridge_rota_gaps_count_label.py", "qdrant query, script style",
     "none; label '3' (memory: 14/3 Sue, 11 of 14 filled, gaps tue pm, thurs am + sun pm; 16th may Sue, Gwen from "
     "the WI says put her down for tues evenings, + Pat next door to the hall will take sun teatimes)",
     "AnnotationError", None, None),
    ("b149_ctl_letta_panto_dame_why_label.py", "Letta core memory block (stand-in), turn spans",
     "none; label 'Gary's away with work in Dubai' (memory: 22.3. Gary might be in Dubai w work in Jan; 16th may "
     "Gary's boss says he's not needed out there till Feb; Tue 23rd Gary's done his back in putting the palace "
     "flats up, so Trevor's stepping up as Twankey)", "AnnotationError", None, None),
    ("b149_ctl_evermemos_litter_pick_day_date_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'Saturday 18th April' (memory: 2037-03-14T09:20 Karen, pick is sat 18th april 10-12; "
     "2037-04-02T19:05 Mick, the Calder Valley 10k comes thru the village on the 18th + they shut the top road "
     "till 1, so lets do sun 19th, same times)", "AnnotationError", None, None),
]
BATCH150 = [
    ("b150_mem0_foodbank_hamper_count_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Bev's 4.12. note keeps the 142 families by the cut-off, the Co-op's turkey crowns and the Round "
     "Table's crates, and drops Citizens Advice's 9 late referrals that Gill said yes to (so 151 hampers); 'how many "
     "hampers are we doing tmrw?' (151) gets 142", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b150_qdrant_railway_layout_room_topk.py", "qdrant query_points limit=3, turn spans",
     "Colin's Tue 3/11 note (the gym floor's been resealed, no heavy baseboards on it, so Dewsbury Rd + Shap Summit "
     "swap w the traders, along the window wall in the dining room) ranks below the top 3 for the question, so "
     "limit=3 leaves it out; the floor plan has Dewsbury Road on tables 14-16 in the sports hall; 'which hall is "
     "Dewsbury Road in?' (the dining hall, window wall) gets the sports hall", "RetrievalError", "qdrant.query_points",
     "ranked_below_top_k"),
    ("b150_chroma_netball_start_time_delete.py", "chroma delete where kind=fixture and round<=3, script style",
     "Kerry's clear-out of the played rounds deletes her round 3 note (won 8-6; league rep says U12s on 1st from next "
     "wk, 9.15 centre pass, there for 8.45 - the U14s need the courts from 11); the season note has 10am centre "
     "pass, there for 9.30; 'what time do the U12s start on sat now?' (9.15) gets 10am", "DeletionError",
     "chroma.delete", "deleted"),
    ("b150_langgraph_carnival_marshal_who_lost_update.py", "LangGraph store sync, two writers in threads",
     "the radio job puts back its stale Black Bull crossing record (Trevor, chief marshal, + 1) with channel 3 and "
     "call sign Bull, losing Linda's Tue 23rd June edit (Dave + Kev from the rugby club now - Trevor's at the front "
     "w the banner); 'who's on the Black Bull crossing sat?' (Dave and Kev) gets Trevor", "UpdateError",
     "langgraph.store.put", "overwritten"),
    ("b150_langchain_bells_quarter_length_trim.py", "LangChain history + trim_messages (last 8), turn spans",
     "turn 5's trim drops turn 1 (the quarter: 1260 Grandsire Doubles, abt 45 mins, ringing from 11.15, done b4 the "
     "blessing at 12); the band, practice night (thurs 7.30-9) and the tea stay; 'how long will the quarter take on "
     "sat?' (about 45 minutes) gets about an hour and a half", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b150_letta_foodbank_driver_yesno_response.py", "Letta core memory block (stand-in), turn spans",
     "the block has the drivers' rota (Pete: Sowerby + Triangle, Sal: Luddenden) and Sal's Tue 15/12 swap (she's in "
     "Whitby till the 23rd, so Pete does Luddenden + his own on tue); the model goes by the rota; 'do i need to do "
     "Luddenden on tue as well as mine?' (yes) gets no", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b150_llamaindex_railway_setup_day_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has exhibitors setting up fri 6th from 4pm, Shap Summit at 32ft and anything over 20ft setting up "
     "thurs night the 5th from 6; the model gives the Friday; 'which day does Graham need to bring Shap Summit in?' "
     "(Thursday 5th, from 6pm) gets Friday 6th from 4pm", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH150_CONTROLS = [
    ("b150_ctl_mem0_bells_outing_cost_label.py", "mem0 infer=False, search, turn spans",
     "none; label '£37' (memory: 14/3 outing £37 all in (coach 18, lunch 14, tower donations 5); 16th may Margaret "
     "says the branch kitty'll see to the tower donations this time, nobody needs to bring owt for those)",
     "AnnotationError", None, None),
    ("b150_ctl_chroma_carnival_floats_list_label.py", "chroma query, two writers in threads",
     "none; label with the Young Farmers' trailer (memory: 14/3 Linda, floats incl the Young Farmers trailer "
     "(Jurassic Park); Tue 23rd June Rob, YFC's tractor's in bits + nobody can spare one at haymaking, so they're "
     "sitting this yr out)", "AnnotationError", None, None),
    ("b150_ctl_qdrant_netball_umpire_why_label.py", "qdrant query, script style",
     "none; label 'she hasn't passed her C award yet' (memory: Tue 13/10 Mia's C award assessment in jan; Weds 14th "
     "Oct Mia's off to her nan's 80th in Scarborough this wkend, Jess from the U14s umpiring sat)", "AnnotationError",
     None, None),
    ("b150_ctl_zep_railway_tables_diff_label.py", "Zep facts (sync client, stand-in), turn spans",
     "none; label '8' (memory: 14/3 last yr 38 tables; 16th may 46 booked, 8 up on last yr, Gauge 1 lot on 6; Tue "
     "3/11 Norman's done his back + the Gauge 1 lot have had to cry off, their 6 tables can stay in the cupboard)",
     "AnnotationError", None, None),
    ("b150_ctl_evermemos_foodbank_packing_time_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '9am' (memory: 2037-11-24T19:05 Bev, packing sat 12th, 9am start; 2037-12-02T10:20 Gill, the Cubs "
     "have the hut sat morning for Christingle practice so we can't get in till after dinner - say half 1)",
     "AnnotationError", None, None),
]
BATCH151 = [
    ("b151_mem0_teadance_ticket_money_extract.py", "mem0 infer=True (scripted model), script style, 4 notes",
     "extraction of Joan's Weds 8 Apr note keeps the coffee morning's 15 tickets (£90) and Keith polishing the floor, "
     "and drops Margaret's 11 sold round the close (£66 through Joan's door; so 50 sold, £300 in the tin); 'how much "
     "ticket money have we got in so far?' (£300) gets £234", "ExtractionError", "mem0.extract",
     "omitted_at_extraction"),
    ("b151_qdrant_magazine_pickup_place_topk.py", "qdrant query_points limit=3, turn spans",
     "Ruth's Tue 17/11 note (church shut for the new boiler, scaffolding by the font, so Dec bundles are in her "
     "garage at 4 Vicarage Cl, side door) ranks below the top 3 for the question, so limit=3 leaves it out; the "
     "rounds note has bundles on the table by the font; 'where do i pick up my mags for Mill Lane + Bridge St this "
     "month?' (Ruth's garage) gets the table by the font", "RetrievalError", "qdrant.query_points",
     "ranked_below_top_k"),
    ("b151_chroma_nets_firstaider_delete.py", "chroma delete where kind=session and month=apr, script style",
     "Dan's clear-out of April's session notes deletes his 17.4. note (rained off at 6.40; Ian's first aid cert ran "
     "out in march, so Steph - Hattie's mum, a nurse - is first aider from now on); the setup note has first aid: "
     "Ian behind the bar; 'who's first aider at nets tmrw?' (Steph) gets Ian", "DeletionError", "chroma.delete",
     "deleted"),
    ("b151_langgraph_cinema_start_time_lost_update.py", "LangGraph store sync, two writers in threads",
     "the tickets job puts back its stale xmas-film record (doors 6, film 6.30) with the ticket prices, losing Pam's "
     "Tue 8/12 edit (doors half 3, film 4pm now - the brass band have the hall from 7); 'what time do I need the "
     "film rolling tmrw?' (4pm) gets 6.30", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b151_langchain_cubs_kit_list_trim.py", "LangChain history + trim_messages (last 8), turn spans",
     "turn 5's trim drops turn 1 (the kit list: sleeping bag + roll mat, torch, wellies, waterproof, 2 changes of "
     "clothes, mess tin + mug + KFS, all named); the leaders, tents and drop-off turns (torch essential for the "
     "night hike) stay; 'what they need to bring - can u give me the list?' (the full list) gets just a torch",
     "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b151_zep_teadance_urn_yesno_response.py", "Zep facts (sync client, stand-in), turn spans",
     "the facts have Sheila's 14/3 (hall urn's packed in, she'll borrow St Paul's) and Keith's Weds 8 Apr (new "
     "element in the hall urn, no need to cart the church one across); the model goes by the first; 'do I still "
     "need to fetch St Paul's urn for sat?' (no) gets yes", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b151_llamaindex_nets_u9s_length_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has nets fri 6-7.30, the U9s only on for the 1st 45 mins (6-6.45) and Alfie in the U9s; the model "
     "gives the whole session; 'how long are the U9s on for fri?' (45 minutes) gets an hour and a half",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH151_CONTROLS = [
    ("b151_ctl_mem0_cinema_tickets_diff_label.py", "mem0 infer=False, search, script style",
     "none; label '21' (memory: 14/3 Elf sold 64 last yr; 2037-11-02 85 gone for the Muppets, 21 up on Elf; Tue "
     "8/12 the Scouts' block booking of 12 has fallen through, Baz had them down for the panto trip, refunded)",
     "AnnotationError", None, None),
    ("b151_ctl_chroma_magazine_bundles_day_label.py", "chroma query, two writers in threads",
     "none; label 'Sunday 29th November' (memory: 2037-11-16T10:05 Barbara, dec/jan issue out sun 29th nov as "
     "normal; Fri 27/11 Ruth, the printers' van's conked out on the M62, bundles out weds 2nd dec)",
     "AnnotationError", None, None),
    ("b151_ctl_qdrant_nets_josh_why_label.py", "qdrant query, script style",
     "none; label 'he's reached his overs limit under the ECB directives' (memory: 17.4. Dan, watch Josh's overs, "
     "max 5 a spell at U13; Fri 24th Mick, Josh's back's been sore since the county trial, physio says no bowling "
     "for 3 wks)", "AnnotationError", None, None),
    ("b151_ctl_letta_cubs_tents_count_label.py", "Letta core memory block (stand-in), turn spans",
     "none; label '6' (memory: 14/3 6 tents going in all - 4 patrol tents, the leaders' + 2nd Sowerby's mess tent; "
     "Tue 2/6 Priya, the Eagles' tent is past saving, mould all down one side, gone in the skip)",
     "AnnotationError", None, None),
    ("b151_ctl_evermemos_cinema_mincepies_who_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'Doreen' (memory: 2037-11-10T20:15 Pam, Doreen's doing 6 doz homemade; 2037-12-09T11:40 Doreen, "
     "her wrist's been in plaster since she went over on the ice, no baking for her - Malc at the bakery on Water St "
     "will do 6 doz, she'll pay him)", "AnnotationError", None, None),
]
BATCH152 = [
    ("b152_mem0_coop_order_owed_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Jo's 14/4 note keeps Priya paying by bank transfer, Suma's delivery put back to thurs 23rd and "
     "Mo's one Ecover, and drops Priya adding a case of the chopped toms (12 tins, £9.60); her oats (£18.50) and "
     "olive oil (£31) are on the 8 Apr sheet; 'how much do i owe for this month's lot?' (£59.10) gets £49.50",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b152_chroma_canoe_getout_place_topk.py", "chroma query n_results=3, script style",
     "Steve's Tue 12/5 note (the Strid's no place for juniors after the rain + the Cavendish car park's full of "
     "wedding marquees, so they come off at Barden Bridge, river left, park by the tower) ranks below the top 3 for "
     "the question, so n_results=3 leaves it out; the plan has the get out at the Cavendish Pavilion, Bolton Abbey; "
     "'where's the get out on sat?' (Barden Bridge) gets the Cavendish Pavilion", "RetrievalError", "chroma.query",
     "ranked_below_top_k"),
    ("b152_qdrant_wi_preserves_judge_delete.py", "qdrant delete filter kind=query and status=answered, turn spans",
     "Pam's clear-out of answered queries deletes her Tue 23rd June note, filed as the answer to Brenda's thank-you "
     "card query (Mrs Ackroyd's hip means she can only manage the one table, so she does the cookery and the County "
     "Fed send Jean Whitley of Sowerby Bridge WI for the jams + chutneys); the judges note has Mrs Ackroyd on the "
     "preserves as well; 'who's judging the preserves sat?' (Jean Whitley) gets Mrs Ackroyd", "DeletionError",
     "qdrant.delete", "deleted"),
    ("b152_langgraph_xmasfair_hall_stalls_lost_update.py", "LangGraph store sync, two writers in threads",
     "the electrics job puts back its stale hall record (tombola, cakes, Santa's grotto on the stage, bottle stall, "
     "raffle) with the urn socket and 2 extension reels, losing Kirsty's Tue 24/11 edit (Mrs Begum needs the stage "
     "for the Reception nativity run thru, so Santa's in the library and the Y6 crafts come into the hall); 'which "
     "stalls are in the hall this yr?' (with the Y6 crafts, no grotto) gets the grotto", "UpdateError",
     "langgraph.store.put", "overwritten"),
    ("b152_langchain_remembrance_formup_time_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (form up 10.15 outside the Drill Hall on Mill St, step off 10.40, cenotaph 10.55 "
     "for the 2 mins at 11); the route, wreaths, marshals (hi-vis from the Legion club at 9.30) and soup stay; "
     "'what time do the cubs need to be formed up sun?' (10.15) gets half 9", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b152_zep_canoe_time_on_water_response.py", "Zep facts (sync client, stand-in), turn spans",
     "the facts have the 14/3 plan (Aysgarth to Wensley, 12km, normally 4 hrs on the water) and Steve's Tue 16/6 "
     "post (river's on its bones, so Redmire to Wensley, abt 6km, 2 hrs tops w lunch); the model goes by the plan; "
     "'how long are they actually on the water tmrw?' (about 2 hours) gets about 4 hours", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b152_llamaindex_coop_late_order_yesno_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has the April sheet closing sun 12th midnight and, in turn 3, Suma's slot gone back to tues 28th so "
     "Jo's keeping the sheet open till weds 22nd; today is Mon 20th; the model goes by the 12th; 'can Sian still get "
     "a sack of rice on this month's order - yes or no?' (yes) gets no", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH152_CONTROLS = [
    ("b152_ctl_mem0_remembrance_wreath_count_label.py", "mem0 infer=False, search, turn spans",
     "none; label '7' (memory: 14/10 Ken's wreath list, 7 incl the Rotary; Thurs 29/10 the Rotary are doing theirs "
     "up at the memorial in the park - their centenary, the plaque's theirs - Jim says don't wait for them)",
     "AnnotationError", None, None),
    ("b152_ctl_chroma_wi_entries_date_label.py", "chroma query, two writers in threads",
     "none; label 'Weds 15th July' (memory: 14/3 Pam, forms to me by weds 15th july; Thu 2/7 Margaret, Pam's off to "
     "her sister's in Filey first thing weds 15th, so forms to her at the tues meeting (14th) at the latest)",
     "AnnotationError", None, None),
    ("b152_ctl_qdrant_xmasfair_santa_why_label.py", "qdrant query, script style",
     "none; label 'his back's been playing up' (memory: 14/10 Mr Patel will do santa again if his back holds out; "
     "3/11 his and his wife's baby is due mid nov, he's off from the 20th, Gary's doing santa)", "AnnotationError",
     None, None),
    ("b152_ctl_letta_coop_households_diff_label.py", "Letta core memory block (stand-in), turn spans",
     "none; label '1' (memory: 14/3 march 11 households; Weds 8 Apr april sheet 12, one more than march; 14/4 Sian "
     "from the allotments + her sister Beth, separate orders, both on the sheet)", "AnnotationError", None, None),
    ("b152_ctl_evermemos_canoe_minibus_driver_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'Steve' (memory: 2037-05-28T19:00 Steve, I'll drive the minibus + trailer; 2037-06-04T20:15 Rach, "
     "no paddling w this ankle, I can drive tho so I'll take the bus + trailer, Steve can lead on the water)",
     "AnnotationError", None, None),
]
BATCH153 = [
    ("b153_mem0_hungerclub_first_aider_extract.py", "mem0 infer=True (scripted model), script style, 4 notes",
     "extraction of Sue's Weds 1 Apr note keeps the farm trip minibus (Rotary driving), Tony carrying on with the "
     "games and the squash, and drops the first aid change (Tony's cert ran out in feb, Aisha's got a current one thru "
     "work so she does first aid tues-thurs); the 14/3 plan has Bev wk 1, Tony wk 2; 'who's first aider this wk?' "
     "(Aisha) gets Tony", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b153_qdrant_parkrun_start_time_topk.py", "qdrant query_points limit=3, script style",
     "Dev's Tue 12/5 note (the council's Lake Run 10k has the lake path til 9.45 on the 17th, so junior parkrun goes "
     "at 10 this wk not 9, marshals out for 9.40) ranks below the top 3 for the question, so limit=3 leaves it out; "
     "the plan has every sun 9am; 'what time's junior parkrun on sun?' (10am) gets 9am", "RetrievalError",
     "qdrant.query_points", "ranked_below_top_k"),
    ("b153_chroma_mensshed_boxes_count_delete.py", "chroma delete where status=done, turn spans",
     "Ian's clear-out of done orders deletes his Sat 9/5 note, filed as done for the allotments' delivery, in which "
     "Fernlea's manager asked for 4 more on top of their 8 for the dementia unit; the 14/3 order has Fernlea at 8; "
     "'how many boxes are we doing for Fernlea?' (12) gets 8", "DeletionError", "chroma.delete", "deleted"),
    ("b153_langgraph_weddingfair_cake_room_lost_update.py", "LangGraph store sync, two writers in threads",
     "the tables job puts back its stale record for Gemma Bakes (main hall, by the stage) with 2 trestles, cloths and "
     "table no. 12, losing Helen's Tue 15/9 edit (small hall by the kitchen hatch - the sun thru the big windows'd "
     "melt her buttercream); 'which room is Gemma's cake stand in?' (the small hall, by the hatch) gets the main hall",
     "UpdateError", "langgraph.store.put", "overwritten"),
    ("b153_langchain_harvest_tickets_sum_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (tickets £9 adults, £4.50 kids, under 5s free); the menu (with last yr's ploughman's "
     "at a fiver a head), auction, raffle and set-up stay; 'the Mortons want 2 adults + their 2 girls (7 and 3) - how "
     "much?' (£22.50) gets £20", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b153_letta_mensshed_handover_date_response.py", "Letta core memory block (stand-in), turn spans",
     "the orders block has the 14/3 handover (assembly fri 15th may) and Tue 28th Apr's move (Y6s on their "
     "residential, so the thurs after, 21st, 2.30 in the hall); the model goes by the 15th; 'when are we taking the "
     "boxes to St Aidan's?' (Thu 21st May, 2.30) gets Fri 15th May", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b153_llamaindex_hungerclub_farm_trip_length_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has the farm trip bus leaving at 10, back for 2 (turn 1) and, in turn 3, the farm's change (vet in the "
     "lambing shed mornings, so dinners at the club first, bus at 12, back for half 5); the model goes by turn 1; "
     "'how long will the kids be out on the farm trip tmrw?' (about 5 1/2 hours) gets about 4 hours",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH153_CONTROLS = [
    ("b153_ctl_mem0_harvest_friday_why_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'it clashes with the Young Farmers' dance' (memory: 14/9 sat 3rd clashes w the YFC dance; Mon 21st "
     "Sept YFC have put their dance back to 7th nov so that's no bother now, but the hall cttee had let the sat to "
     "the Hudsons for their Emma's wedding do, so fri 2nd)", "AnnotationError", None, None),
    ("b153_ctl_chroma_parkrun_marshals_diff_label.py", "chroma query, two writers in threads",
     "none; label '3' (memory: 14/3 8 marshals every sun; Tue 9/6 5 so far, 3 short; Weds 10/6 Kev + his lad Harry "
     "both up for marshalling sun)", "AnnotationError", None, None),
    ("b153_ctl_qdrant_mensshed_tools_list_label.py", "qdrant query, script style",
     "none; label 'a drill, a countersink bit, 2 clamps and a tenon saw' (memory: 14/3 bring a drill, countersink "
     "bit, 2 clamps + a tenon saw; Weds 8 Apr grant got 4 cordless drills so leave yours at home, Ken's sash cramps "
     "in the blue cupboard, that's plenty)", "AnnotationError", None, None),
    ("b153_ctl_zep_weddingfair_parking_yesno_label.py", "Zep facts (sync client, stand-in), turn spans",
     "none; label 'yes' (memory: 14/3 exhibitors park in the hall car park, 14 spaces; Tue 8/9 the car park's being "
     "resurfaced the wk of the 14th, nobody on it til the mon after, unload at the front + park at the Red Lion)",
     "AnnotationError", None, None),
    ("b153_ctl_evermemos_hungerclub_dinners_count_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '32' (memory: 2037-03-30 32 booked in for wk 2; 2037-04-01 the 6 from Riverside are on their "
     "school's easter camp mon-weds of wk 2, back thurs; 2037-04-02 pasta bake weds, need weds' number)",
     "AnnotationError", None, None),
]
BATCH154 = [
    ("b154_mem0_darts_red_lion_night_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Gaz's 14/1 note keeps Dean back off the sick and Mick's £4.60 for the chalk, and drops the Red "
     "Lion match moving to weds 21st (their darts room's being done, new carpet + the oche); the fixtures note has "
     "it on Thurs 22 Jan; 'what night's the red lion one?' (Weds 21st) gets Thurs 22nd", "ExtractionError",
     "mem0.extract", "omitted_at_extraction"),
    ("b154_qdrant_lights_switchon_time_topk.py", "qdrant query_points limit=3, turn spans",
     "Carol's Tue 24/11 note (police + the bus co want the fire engine thru before the 5.50 bus, so Santa's at 6 and "
     "the countdown's half 6) ranks below the top 3 for the question, so limit=3 leaves it out; the running order "
     "has the switch on at 6pm; 'what time's the actual switch on sat?' (half 6) gets 6pm", "RetrievalError",
     "qdrant.query_points", "ranked_below_top_k"),
    ("b154_chroma_allotment_tours_start_delete.py", "chroma delete where kind=job and status=done, script style",
     "Bev's clear-out of done jobs deletes her Sat 6/6 note, filed as the done job of checking with Ray (the gate "
     "end's a bog since the water main went, so tours start from the big polytunnel by plot 22); the tours note has "
     "them from the main gate on Lister Lane; 'where do the plot tours start from sun?' (the polytunnel by plot 22) "
     "gets the main gate", "DeletionError", "chroma.delete", "deleted"),
    ("b154_langgraph_brassband_programme_lost_update.py", "LangGraph store sync, two writers in threads",
     "the librarian job puts back its stale programme record (Knight Templar, Nessun Dorma w Dave on flugel, Puttin' "
     "on the Ritz, Ravenswood) with the pads + folders, losing Andy's Fri 1/5 edit (Dave's had a wisdom tooth out, "
     "so Share My Yoke w Jen on sop instead); 'what's the programme on sun?' (with Share My Yoke) gets Nessun Dorma",
     "UpdateError", "langgraph.store.put", "overwritten"),
    ("b154_langchain_leavers_disco_length_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (doors 6.30, finishing 8.45 w the last dance, collect from the hall doors); the DJ "
     "(a 2 hr set + the last dance), tickets, food and photo booth turns stay; 'how long's it on for?' (2 and a "
     "quarter hours) gets about 2 hours", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b154_zep_lights_button_who_response.py", "Zep facts (sync client, stand-in), turn spans",
     "the facts have the 14/10 plan (the Mayor, Cllr Pat Booth, pressing the button w the poster comp winner) and "
     "Lorraine's Tue 24/11 post (Mayor's at the civic carol service in Wakefield, so the Deputy Mayor Cllr Naz Hussain "
     "w Ava, Y4); the model goes by the plan; 'who's actually pressing the button fri?' (the Deputy Mayor w Ava) "
     "gets the Mayor", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b154_llamaindex_leavers_disco_tickets_sum_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has the letter home (tickets £4 each incl a hot dog) and, in turn 3, the PTA meeting (£5 each this "
     "yr, the DJ's put his price up + the hall insurance); the model goes by the letter; 'how much do i need to "
     "send in for the twins' tickets?' (£10) gets £8", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH154_CONTROLS = [
    ("b154_ctl_mem0_darts_cup_players_count_label.py", "mem0 infer=False, search, turn spans",
     "none; label '8' (memory: Weds 8 Jan cup nite, 8 of us on the sheet incl Lee; 22.1. Lee's gone to the Big 6 "
     "lot, his brother in law's their captain, settled up his subs; Tony's lad watching, not playing)",
     "AnnotationError", None, None),
    ("b154_ctl_chroma_allotment_dogs_yesno_label.py", "chroma query, two writers in threads",
     "none; label 'yes' (memory: 14/3 Bev, dogs welcome on leads as always; 16th may Bev, after the plant sale - "
     "that labrador + Maureen's seedlings - committee say no dogs past the gate on the day, guide dogs fine)",
     "AnnotationError", None, None),
    ("b154_ctl_qdrant_brassband_coach_time_label.py", "qdrant query, script style",
     "none; label '7.30' (memory: 14/3 coach 7.30 from the bandroom; 2037-04-20 draw's out, 14th of 22, driver at "
     "the bandroom for quarter to 9, away at 9; Kev's van w the percussion off at half 7)", "AnnotationError", None,
     None),
    ("b154_ctl_letta_lights_stage_why_label.py", "Letta core memory block (stand-in), turn spans",
     "none; label 'the steps are too small for the panto cast and the band' (memory: Weds 4 Nov fb moaning about "
     "the steps being too small, ignore, been fine for 20 yrs; Tue 10/11 the clock tower's scaffolded til jan + the "
     "council won't have a crowd under it, so the stage is in St George's Sq)", "AnnotationError", None, None),
    ("b154_ctl_evermemos_leavers_tickets_left_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '30' (memory: 2037-06-22 hall limit 120, 90 sold so 30 left; 2037-06-29 104 in the tin; "
     "2037-07-01 the fire officer won't have more than 110 in w the DJ's rig + the food tables)", "AnnotationError",
     None, None),
]
BATCH155 = [
    ("b155_mem0_flowers_joan_whitsun_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Pat's 22.4. note keeps the oasis (2 boxes from Bloom's) and Sheila's hip, and drops Joan and Pat "
     "swapping (Joan's grandson's christening in Carlisle on the 17th, so Pat does the 17th and Joan has Whitsun, the "
     "24th); the rota has Joan on Sun 17 May; 'when's mum on the flowers next?' (Sat 23rd, for Whitsun) gets Sat "
     "16th for Sun 17th", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b155_chroma_quiz_chippy_total_topk.py", "chroma query n_results=3, script style",
     "Keith's 11.3. money note (raffle float £30, hall hire £45, and the Golden Fry want the 8 veggie pasty + chips "
     "at £5.50 adding on, Sandra forgot them) ranks below the top 3, so n_results=3 leaves it out; the chips order "
     "has 30 fish at £7 and 12 sausage at £5; 'how much is the chippy going to be altogether?' (£314) gets £270",
     "RetrievalError", "chroma.query", "ranked_below_top_k"),
    ("b155_qdrant_bonfire_firing_site_delete.py", "qdrant delete by filter year=2036, script style",
     "Lynne's clear-out of last year's notes deletes Kev's 2036-11-10 debrief (for next yr the insurers want the "
     "fireworks going off from the far end of the 2nd team pitch by the railway fence, the new stand's too close); "
     "this year's plan has them fired from behind the clubhouse; 'where are the fireworks going off from sat?' (the "
     "far end of the 2nd team pitch) gets behind the clubhouse", "DeletionError", "qdrant.delete", "deleted"),
    ("b155_langgraph_appleday_stalls_lost_update.py", "LangGraph store sync, two writers in threads",
     "the pitch-map job puts back its stale stalls record (Brian's honey, apple ID, WI cakes, face painting, apple "
     "bobbing) with the pitches, losing Jo's Tue 6/10 edit (Brian's pulled out - the bee inspector's shut his hives "
     "down - so WI jam + chutney on his table, and a rope swing in the big oak); 'what stalls are there on sat?' "
     "(no honey; jam + chutney, rope swing) lists the honey", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b155_langchain_toddlers_coach_back_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (Jowett's coach from the church hall 9.15, leaves the farm at 2, back at the hall "
     "abt quarter to 3); the lunch, farm (open 10-4, 40 mins on the coach), grown-ups and what-to-bring turns stay; "
     "'what time are we back at the hall weds?' (about quarter to 3) gets about 4.40", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b155_zep_bonfire_marshals_short_response.py", "Zep facts (sync client, stand-in), turn spans",
     "the facts have 16 marshals needed (14/9), 13 names on the sheet (22.10.) and, from the SAG on Tue 27th, 20 "
     "marshals now tickets are at 1200; the model works it from the 16; 'how many more marshals do i need to find?' "
     "(7) gets 3", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b155_llamaindex_quiz_length_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has the poster (7.30 start, 8 rounds, usually done by 10) and, in turn 3, the new caretaker locking up "
     "at 10 sharp so Trev's cutting it to 6 rounds, finishing 9.30; the model goes by the poster; 'how long's the "
     "quiz on for fri?' (2 hours) gets about two and a half hours", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH155_CONTROLS = [
    ("b155_ctl_mem0_quiz_questions_who_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'Trev' (memory: Weds 8 Apr Trev quizmaster as always; 22.4. Trev's knee op's come thru for weds, "
     "laid up a fortnight, so his son in law Martin's reading his questions out fri, Trev's written them all)",
     "AnnotationError", None, None),
    ("b155_ctl_chroma_flowers_lent_yesno_label.py", "chroma query, two writers in threads",
     "none; label 'yes' (memory: 14/1 rota typed up off the calendar, 22/3 Sheila; Weds 18 Feb Revd Anne, church is "
     "bare for Lent from today as every yr, nothing on the altar or the windows till Easter morning)",
     "AnnotationError", None, None),
    ("b155_ctl_qdrant_toddlers_coach_kids_count_label.py", "qdrant query, script style",
     "none; label '14' (memory: 14/6 12 little ones; 22.6. Khan twins booked in, that's 14 kiddies; Weds 1 Jul "
     "Isla gets dreadful travel sick so they'll drive over + meet us at the Spa bridge)", "AnnotationError", None,
     None),
    ("b155_ctl_evermemos_appleday_pressing_time_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '11' (memory: 2037-09-08 pressing 11-3; 2037-09-24 the big press is at the Hebden apple day that "
     "morning, can't get it over til 12, so first pressing'll be half 12, still finishing at 3)", "AnnotationError",
     None, None),
    ("b155_ctl_letta_flowers_no_lilies_why_label.py", "Letta core memory block (stand-in), turn spans",
     "none; label 'they were too dear this year' (memory: Tue 10/3 Joan moaning the lilies are daft money, £6 a "
     "stem, we'll manage; 16.3. Revd Anne's new kitten's in and out the vestry, lilies are poison to cats even the "
     "pollen, so white roses + freesias)", "AnnotationError", None, None),
]
BATCH156 = [
    ("b156_mem0_ramblers_coach_pickup_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Ken's Tue 12/5 note keeps Pat's recce (boggy after Hammerton Hall) and the Slaidburn tea room "
     "being shut, and garbles the pick-up moving to the Bull car park on Mill Lane (no stopping outside the library "
     "with the spring fayre on) into 'outside the library as usual, same time'; 'where do we get the coach sun?' "
     "(the Bull car park, 8.15) gets outside the library on Carlton St", "ExtractionError", "mem0.extract",
     "omitted_at_extraction"),
    ("b156_chroma_nightride_lights_list_filter.py", "chroma query where kind=kit, turn spans",
     "Gav's Tue 21/4 note, filed under route (Cragg Rd shut for the gas main, back along the canal towpath, pitch "
     "black so a helmet torch as well as the bars light + a bell), is filtered out by the kit-scoped query; the kit "
     "note has a 400 lumen front + a rear; 'what lights do i need for thurs?' (front, rear + a helmet torch) gets "
     "front and rear", "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b156_qdrant_uniformswap_rails_count_delete.py", "qdrant delete by payload filter event=summer fair, script style",
     "Jen's clear-out of summer fair notes deletes her Sat 27/6 wash-up of the fair, which says the Scouts are "
     "letting us keep their 2 clothes rails till after the uniform swap, so 5 w our 3; the swap note has 3 rails "
     "from the PTA cupboard; 'how many rails will we have fri?' (5) gets 3", "DeletionError", "qdrant.delete",
     "deleted"),
    ("b156_langgraph_choir_tickets_sum_lost_update.py", "LangGraph store sync, two writers in threads",
     "the box office job puts back its stale tickets record (adults £10, concs £8, under 16s free) with the sales "
     "figures, losing Margaret's Mon 20/4 edit (under 16s £3 now, the church want more for the heating + the piano "
     "tuning); 'how much for my sister, her husband and their lad (12)?' (£23) gets £20", "UpdateError",
     "langgraph.store.put", "overwritten"),
    ("b156_langchain_market_date_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (June's market is the 2nd sat, the 13th, not the 6th - the carnival's got the "
     "square); the fee, gazebo weights, card machine and parking turns stay; 'what date am i there this month?' "
     "(Sat 13th June) gets Sat 6th, the first Saturday", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b156_zep_ramblers_seats_left_response.py", "Zep facts (sync client, stand-in), turn spans",
     "the facts have Holroyd's 53 seater (14/3), 38 booked (Weds 8 Apr) and, from Tue 2/6, the 53 seater off the "
     "road w its gearbox so the 45 seater instead; the model takes the difference from the 53; 'how many more can "
     "we fit on the coach sat?' (7) gets 15", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b156_llamaindex_nightride_age_yesno_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has the club's 16+ rule for night rides (turn 1) and, in turn 3, the AGM agreeing 14s + over can do "
     "the thurs night ride w a parent riding + the form signed (signed there + then); the model goes by the 16+ "
     "rule; 'can Josh (15) come on thurs's night ride? I'll be riding too' (yes) gets no", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH156_CONTROLS = [
    ("b156_ctl_mem0_market_fee_who_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'Maureen, the market manager' (memory: 14/3 fees £18 to Maureen (market mgr) on the day; 22.3. "
     "Maureen's off for her knee op, back in the summer, Steve from the council's doing the rounds meantime w a card "
     "machine)", "AnnotationError", None, None),
    ("b156_ctl_chroma_ramblers_bwalk_length_label.py", "chroma query, two writers in threads",
     "none; label '6 hours' (memory: 14/3 Ken, A walk up Buckden Pike, abt 6 hrs w stops, proper hill; 22.3. Pat, "
     "B walk Kettlewell to Grassington along the Wharfe, flat, 4 hrs tops; 16th may Pat, 4 hrs is generous)",
     "AnnotationError", None, None),
    ("b156_ctl_qdrant_choir_arrival_time_label.py", "qdrant query, script style",
     "none; label '7pm' (memory: 14/3 7.30 start, doors 7; Tue 21/4 Alan, choir in for 6 sharp, warm up + a run of "
     "the Faure w the organ so we're not still tuning when the audience come in at 7)", "AnnotationError", None,
     None),
    ("b156_ctl_letta_uniformswap_library_why_label.py", "Letta core memory block (stand-in), turn spans",
     "none; label 'the hall floor's being sanded and varnished' (memory: Weds 8 Apr someone on the parents whatsapp "
     "says the floor's being sanded + varnished - nope, that's the summer hols, Mr Dunn checked w the caretaker; Tue "
     "16/6 the Y6 production set's up in the hall all that wk + can't be moved, so we're in the library)",
     "AnnotationError", None, None),
    ("b156_ctl_evermemos_uniformswap_sizes_list_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '7-8 and 9-10 jumpers' (memory: 2037-06-22 short of 7-8 + 9-10 jumpers; 2037-06-29 Mrs Kaur's bin "
     "bag, 7-8 jumpers, must be 15 of them; 2037-07-01 no 11-12 polos at all)", "AnnotationError", None, None),
]
BATCH157 = [
    ("b157_mem0_bingo_books_sum_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Brenda's 22.10. note keeps the jackpot strip staying a quid, Jean's 50p teas and the car park "
     "being shut, and drops the books going up to £4 (the new ball blower + the hall hire); 'how much for me + our "
     "Sandra? a book each and we both want the jackpot' (£10) gets £8 from the £3 books", "ExtractionError",
     "mem0.extract", "omitted_at_extraction"),
    ("b157_qdrant_tenniscamp_redball_place_topk.py", "qdrant query limit=3, turn spans",
     "Ros's Tue 23rd note (the council resurfacing courts 4-6 weds + thurs of camp wk, so the under 8s are in St "
     "Mary's sports hall across the road, walked over at 9; new nets on 1-3) ranks 5th and the top-3 query returns "
     "the rackets, court plan and drop-off notes; 'where's the red ball lot tomorrow?' (St Mary's sports hall) gets "
     "courts 4-6", "RetrievalError", "qdrant.query_points", "ranked_below_top_k"),
    ("b157_chroma_treeplanting_bring_list_delete.py", "chroma delete where session=school field, script style",
     "Sue's clear-out of the school field notes deletes her Sun 22/11 wash-up, which says the tool library want "
     "their spades back so for Back Lane everyone brings their own spade + gloves (brambles) + a mallet per pair; "
     "the Back Lane notes have wellies, a flask, guards + canes provided; 'what do i need to bring sat?' (spade, "
     "gloves, a mallet if he has one, wellies, flask) gets wellies and a flask", "DeletionError", "chroma.delete",
     "deleted"),
    ("b157_langgraph_lightsbus_night_date_lost_update.py", "LangGraph store sync, two writers in threads",
     "the booking job puts back its stale trip record (fri 18th dec, 5.30 from the Market Cross) with the seat "
     "figures, losing Colin's Tue 8/12 edit (sat 19th now - the bus is in for its MOT on the fri, the garage "
     "couldn't do it any other day); 'what night's the lights tour?' (Sat 19th Dec) gets Fri 18th", "UpdateError",
     "langgraph.store.put", "overwritten"),
    ("b157_langchain_gangshow_ticketmoney_who_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (Akela's away till after the show, skiing then her sister's in Spain, so ticket "
     "money goes to Sheila, the group treasurer; Evie's solo); the tickets, costume, rehearsals and parking turns "
     "stay; 'who do i give the ticket money to?' (Sheila, the group treasurer) gets Akela", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b157_letta_tenniscamp_lunches_count_response.py", "Letta core memory block (stand-in), turn spans",
     "the block has 24 booked for the full wk (Weds 8 Jul), the Patel twins + their cousin Anya only doing mon-weds "
     "(22.7.) and Harriet + Ollie on packed lunches every day (2037-07-29); the model takes off the packed lunches "
     "only; 'how many lunches do i ring through to Bev for today?' (thu, 19) gets 22", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b157_llamaindex_bingo_eyesdown_time_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has eyes down 7.30 as per (turn 1) and, in turn 3, the hall double booked - the Young Farmers have it "
     "from half 9 - so starting at 7 this wk, doors half 6; the model goes by the usual; 'what time's eyes down "
     "fri?' (7pm) gets 7.30", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH157_CONTROLS = [
    ("b157_ctl_mem0_tenniscamp_racket_yesno_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'yes, her own racket' (memory: 16th may kit list incl own racket; Tue 23rd Dave (head coach) said "
     "don't go buying one yet, the club's got a box of junior ones off the LTA grant, she can use one all wk; "
     "2037-07-28 Argos had them for £18, left it, Dave's right)", "AnnotationError", None, None),
    ("b157_ctl_chroma_gangshow_length_howlong_label.py", "chroma query, two writers in threads",
     "none; label '3 hours' (memory: 14/1 Bob, 1st half 50 mins, interval 20, 2nd half 45ish, so abt 2 hrs all in; "
     "2038-02-04 Bob, dress rehearsal thurs 11th 6-9, a good 3 hrs w all the stopping + starting)",
     "AnnotationError", None, None),
    ("b157_ctl_qdrant_treeplanting_site_why_label.py", "qdrant query, script style",
     "none; label 'the rec's waterlogged' (memory: 22.10. Cadent, the gas main runs under the bottom of the rec, no "
     "roots within 3m, so the orchard's going on the churchyard field; 16th nov putting the planting back a wk to "
     "the 28th, ground's waterlogged everywhere)", "AnnotationError", None, None),
    ("b157_ctl_zep_lightsbus_depart_time_label.py", "Zep facts (sync client, stand-in), turn spans",
     "none; label '6.30pm' (memory: 22.10. Margaret, last yr we went at half 6 + it was gone 9 when we got back, "
     "the little ones were spark out before the big tree, 5.45 this time, Colin's fine w it)", "AnnotationError",
     None, None),
    ("b157_ctl_evermemos_bingo_prizes_count_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '5' (memory: 2037-11-20 Pam, hamper, £20 voucher, a bottle of Bells off Pete at the Plough, "
     "poinsettia + Jean's xmas cake, that's 5; 2037-11-27 Dennis, the Bells was for the darts lot's raffle not ours, "
     "crossed wires)", "AnnotationError", None, None),
]
BATCH158 = [
    ("b158_mem0_egghunt_start_time_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Lorraine's Tue 24/3 note keeps the Co-op's 200 eggs and Brian's laminated clues and drops the "
     "start moving to 11.30 (registration from 11; Rev Sue's family service won't be out till gone 11, 3 baptisms); "
     "'what time does it kick off sun?' (11.30) gets 10.30 from the first note", "ExtractionError", "mem0.extract",
     "omitted_at_extraction"),
    ("b158_qdrant_openwater_swim_length_filter.py",
     "qdrant query with a posted >= now - 14 days range filter, turn spans",
     "Dan's 16th may note (water 11.5, nobody in longer than 30 mins till it's over 14, whistle + everyone out) is "
     "three weeks old and the fortnight filter leaves it out; the 12.8 reading of 30.5. and sat 7.30-9 are in; 'how "
     "long can i stay in sat?' (30 mins max) gets the whole session, an hour and a half", "RetrievalError",
     "qdrant.query_points", "filtered_by_scope"),
    ("b158_chroma_soup_hallkey_who_delete.py", "chroma delete where lunch=march, script style",
     "Jean's clear-out of the March soup lunch notes deletes Pam's Thu 5/3 wash-up, which says she's off to Perth for "
     "3 months from the 20th so Derek (churchwarden) has the hall key + the float; the standing note has the key "
     "kept by Pam (hall bookings); 'who do i get the hall key off for thurs?' (Derek, the churchwarden) gets Pam",
     "DeletionError", "chroma.delete", "deleted"),
    ("b158_langgraph_wreath_price_sum_lost_update.py", "LangGraph store sync, two writers in threads",
     "the bookings job puts back its stale tickets record (members £12, guests £15, ribbon + cones all in) with the "
     "bookings, losing Carol's Mon 16/11 edit (ribbon + cones not in it any more, the wholesaler's put everything "
     "up, £2.50 a pack); 'how much for me + my sister in law (not in WI), both w the ribbon + cones?' (£32) gets "
     "£27", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b158_langchain_newsletter_deadline_date_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (Prontaprint shut for the stocktake w/c 23rd so dec copy in by tue 17th, not the "
     "24th); the WI report, print run, delivery and advert turns stay; 'when's the copy deadline for dec?' (Tue 17th "
     "Nov) gets Tue 24th, the last Tuesday as usual", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b158_letta_openwater_junior_yesno_response.py", "Letta core memory block (stand-in), turn spans",
     "the block has induction + the 400m pool test first (29/4) and, from 16th may, Dan's juniors (12-15) sun only "
     "w a parent on the bank; the model goes by the induction; 'can Ellie (13) come sat morning? she did her "
     "induction + the pool test' (no) gets yes", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b158_llamaindex_soup_bowls_diff_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has abt 55 expected (turn 1), 40 bowls in the hall cupboard (turn 2) and Margaret lending 12 of her "
     "blue ones (turn 3); the model leaves Margaret's 12 out; 'how many more bowls do i need to find?' (3) gets 15",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH158_CONTROLS = [
    ("b158_ctl_mem0_egghunt_prizes_place_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'the bandstand' (memory: Weds 11 Mar sheets back to the bandstand for the choc eggs; Tue 24/3 "
     "bandstand's got scaffolding all round it for the roof til after easter, Ted at the bowling club says we can "
     "have their verandah for the prize table)", "AnnotationError", None, None),
    ("b158_ctl_chroma_wreath_bring_list_label.py", "chroma query, two writers in threads",
     "none; label 'secateurs, gardening gloves, a bin bag and an apron' (memory: 14/10 Carol, bring secateurs, "
     "gloves, a bin bag + an apron; 3/11 Margaret won a box of 30 pairs of secateurs in the garden centre raffle, "
     "one for every place so nobody needs to lug theirs)", "AnnotationError", None, None),
    ("b158_ctl_qdrant_newsletter_copies_count_label.py", "qdrant query, script style",
     "none; label '650' (memory: 14/1 print run 650 as per; 22.2. Graham, Meadow View's got its keys at last, 40 "
     "houses, happy to add them to his round; Weds 11 Mar treasurer's fine w it, april's issue onwards)",
     "AnnotationError", None, None),
    ("b158_ctl_zep_soup_methodist_why_label.py", "Zep facts (sync client, stand-in), turn spans",
     "none; label 'the boiler's packed up at St Aidan's hall' (memory: 14/1 boiler's packed up; 22.1. Alf had it "
     "going by tues, toasty now, panic over; Mon 26/1 hall floor sanded + resealed w/c 2nd feb, the Methodists say "
     "we can have their hall)", "AnnotationError", None, None),
    ("b158_ctl_evermemos_openwater_briefing_time_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '6.45' (memory: 2037-05-12 Dan, briefing 6.45 sats at the boathouse; 2037-05-27 Dan, ranger's not "
     "unlocking the gate till 7 now after the bother w the campers, so we'll brief in the car park at 7 sharp)",
     "AnnotationError", None, None),
]
BATCH159 = [
    ("b159_mem0_panto_matinee_day_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Bev's Weds 16 Dec note keeps the Spar's raffle hamper and the 150 programmes and drops the "
     "matinee moving to sun 24th, 2pm (the hall cttee double booked a wedding do sat 23rd from 12); 'what day's the "
     "matinee?' (Sun 24th Jan, 2pm) gets Sat 23rd at 2.30 from the first note", "ExtractionError", "mem0.extract",
     "omitted_at_extraction"),
    ("b159_qdrant_canal_meetpoint_place_filter.py",
     "qdrant query with a channel == work-party filter, turn spans",
     "Keith's Fri 13th post in the members channel (CRT have the towpath shut from Yarnfield Bridge for the hedge "
     "cutting, no parking in the lay-by, use the Navigation's car park, back corner, + the steps by the bridge) is "
     "left out by the work-party filter; Sue's 9.30 lay-by post and the 9 names are in; 'where are we meeting sat? "
     "the usual spot?' (the Navigation's car park) gets the lay-by by Yarnfield Lock", "RetrievalError",
     "qdrant.query_points", "filtered_by_scope"),
    ("b159_chroma_fridge_lidl_time_delete.py", "chroma delete where week=w/c 6/4, script style",
     "Jo's Monday clear-out of w/c 6/4 deletes her Weds 8 Apr note (62 through the door tues, a record; the new Lidl "
     "manager wants the doors locked by 9 so pick ups are 8.30pm from now on); the standing 14/1 note has mon + "
     "thurs 9pm; 'what time's the lidl pick up tonight?' (8.30pm) gets 9pm", "DeletionError", "chroma.delete",
     "deleted"),
    ("b159_langgraph_football_food_list_lost_update.py", "LangGraph store sync, two writers in threads",
     "the headcount job puts back its stale food record (hot dogs + chips off Mick's van, Sandra's cake) with the "
     "146 coming, losing Lisa's Sat 6/6 edit (Mick's van failed its MOT: 20 pizzas from Luigi's, 2 veggie + 2 "
     "gluten free, Sandra's cake, a fruit platter for the U7s); 'whats the food on fri?' (pizzas, cake, fruit "
     "platter) gets hot dogs + chips and the cake", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b159_langchain_carehome_nativity_length_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (St Oswald's yr 4s doing their whole nativity, not just carols, so the lounge for "
     "45 mins, tue 15th 2pm); the Sally Army band, Methodist choir, wheelchairs and Father Christmas turns stay; "
     "'how long do i need the lounge for when the school come?' (45 mins) gets 20 mins, a school choir's usual",
     "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b159_zep_canal_waders_yesno_response.py", "Zep facts (sync client, stand-in), turn spans",
     "the facts have Pete's 2037-08-30 container check (6 pairs of chest waders) and his 10th sept post (container "
     "door off over the wknd, waders all gone, bring your own if you've got them); the model goes by the check; "
     "'do i need to bring my own waders sat?' (yes) gets no, 6 pairs in the container", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b159_llamaindex_panto_chorus_count_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has 14 chorus sign ups (turn 1), the Patel twins dropping out, moving to Leeds (turn 2) and "
     "Kayleigh's cousin Ruby (8) joining (turn 3); the model gives the sign ups; 'how many kids have we got in the "
     "chorus now?' (13) gets 14", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH159_CONTROLS = [
    ("b159_ctl_mem0_carehome_santa_who_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'Ron from the Rotary' (memory: Mon 23 Nov Father Christmas 23rd half 2, Ron from the Rotary "
     "again; Thu 3rd dec Ron's had his knee done, on crutches til feb bless him, so Stuart's stepping in, the "
     "Rotary's president this yr)", "AnnotationError", None, None),
    ("b159_ctl_chroma_football_tickets_sum_label.py", "chroma query, two writers in threads",
     "none; label '£15' (memory: Thu 14/5 Lisa, tickets £6 adults, £3 siblings, players free; Tue 26/5 Gemma, Co-op "
     "community fund came through, £300, committee said put it towards the tickets so it's £4 a grown up, siblings "
     "same as before)", "AnnotationError", None, None),
    ("b159_ctl_qdrant_panto_castcall_time_label.py", "qdrant query, script style",
     "none; label '6' (memory: Tue 1/12 Wendy, show nights cast in by 6; Weds 6 Jan Wendy, make-up's taking "
     "forever w the ugly sisters so Sharon's doing the whole cast + wants everyone in for half 5 on the nights)",
     "AnnotationError", None, None),
    ("b159_ctl_letta_fridge_closed_why_label.py", "Letta core memory block (stand-in), turn spans",
     "none; label 'fridge 1's compressor has broken' (memory: 2/6 compressor making a right racket; Fri 5th Hassan "
     "says it was just sat wonky on the lino, levelled it; Tue 9/6 no fridge thurs 11th, the church hall's a "
     "polling station for the by-election)", "AnnotationError", None, None),
    ("b159_ctl_evermemos_canal_hedge_volunteers_diff_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '4' (memory: 2037-10-06 Sue, Geoff wants 10, 6 names so far so we need 4 more; 2037-10-09 Anne, "
     "me + Bill pls; 2037-10-12 Pete, can't do the 24th after all, our Jess's wedding's been moved to that wknd)",
     "AnnotationError", None, None),
]
BATCH160 = [
    ("b160_mem0_repaircafe_date_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Carol's 22.5. note (Institute double booked on the 12th, wedding fayre Linda forgot to put in the "
     "diary, so the sat after, 19th, same times; Val from the WI on sewing) swaps the dates round: stored as the "
     "wedding fayre on the 19th and the cafe staying on Sat 12th June; 'when's the next one?' (Sat 19th June, 10-1) "
     "gets Saturday 12th June", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b160_chroma_fete_dogshow_place_filter.py", "chroma query with where topic='dog show', one root span per note",
     "Ray's Tue 22/6 note, filed under parking (bottom field's a swamp, cars on the top field, so Sheila's dog show's "
     "going on the cricket outfield behind the pavilion) is left out by the topic scope; Sheila's 'bottom field by "
     "the tombola as per' note is in; 'where's the dog show this yr?' (the cricket outfield) gets the bottom field "
     "by the tombola", "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b160_qdrant_beavers_count_delete.py", "qdrant delete with a kind=payments filter, script style",
     "Hawk's clear-out of the payment notes deletes his 12.5. note (all paid bar the Hendersons; Oscar + Finn, the "
     "twins, pulled out w chicken pox, so it's 16 not 18); Keeo's note has 18 beavers signed up; 'how many beavers "
     "am i doing breakfast for sat?' (16) gets 18", "DeletionError", "qdrant.delete", "deleted"),
    ("b160_langgraph_bowls_teas_time_lost_update.py", "LangGraph store sync, two writers in threads",
     "the sign-up job puts back its stale day record (teas from 2 in the clubhouse) with the coaching list, losing "
     "Brenda's Weds 12/5 edit (teas not till half 3, the kitchen fitters won't be out before 3ish); 'what time are "
     "teas sat?' (half 3) gets from 2", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b160_langchain_worldbookday_list_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (the letter home: costume or PJs + a bedtime story, a finished-with book for the "
     "swap, £1 for the Book Aid bucket); the book swap, parade, author and photo turns stay; 'what do my lot need to "
     "bring on thurs?' (costume, a swap book and £1) gets the costume and the swap book", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b160_zep_repaircafe_slot_length_response.py", "Zep facts (sync client, stand-in), turn spans",
     "the facts have slots of 30 mins (16th may) and electrics getting 45 mins, not 30, for Phil's PAT testing (22.5., "
     "confirmed Tue 1 Jun); the model goes by the 30-minute rule; 'how long do i get for my lamp? the flex is frayed' "
     "(45 mins) gets 30 minutes", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b160_llamaindex_bowls_coaching_yesno_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has the open day's coaching as drop in, 2-4 on rinks 1 + 2, no booking needed (turn 1) and the weds "
     "roll ups as booking only (turn 2); the model goes by the roll ups; 'does she need to book for the coaching "
     "sat?' (no) gets yes", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH160_CONTROLS = [
    ("b160_ctl_mem0_beavers_cost_sum_label.py", "mem0 infer=False, search, turn spans",
     "none; label '£25' (memory: 14/3 £25 a head, tea, breakfast + the badge; 22.3. the torch-lit dinosaur tour is £3 "
     "each on top, Hawk's booked the lot of them on it, it'll go on the OSM bill)", "AnnotationError", None, None),
    ("b160_ctl_chroma_fete_judge_who_label.py", "chroma query, two writers in threads",
     "none; label 'Mr Oduya' (memory: 14/6 judge is Mr Oduya from Riverside Vets; Tue 29th he's on call that w/e, Ms "
     "Holt, the other vet there, has said she'll step in, she's got 2 springers so she's made up)", "AnnotationError",
     None, None),
    ("b160_ctl_qdrant_bowls_rinks_count_label.py", "qdrant query, script style",
     "none; label '4' (memory: 14/4 4 rinks for the public (1-4), 5 + 6 for the league match v Ashby; 5/5 Ashby can't "
     "raise a side, half of them on the coach trip to Llandudno, match put back to june, 5 + 6 free as well then)",
     "AnnotationError", None, None),
    ("b160_ctl_evermemos_worldbookday_author_time_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '10.30' (memory: 2038-02-16 Dev Malik doing Y3-6 at 10.30 in the hall; 2038-03-01 Northern have "
     "cancelled his 9.40, next one gets in 10.52, so he's swapped w the book swap, Y3-6 after break, 11.15)",
     "AnnotationError", None, None),
    ("b160_ctl_letta_repaircafe_electrics_why_label.py", "Letta core memory block (stand-in), turn spans",
     "none; label 'the council took their PAT tester back' (memory: 22.5. council want their tester back, Kev'll buy "
     "one, committee ok'd it; Tue 1 Jun Kev's tester came; 2038-06-08 Kev's knee op came thru, laid up 6 wks, Imran "
     "won't do electrics on his own, insurance says 2, so no electricals this sat)", "AnnotationError", None, None),
]
BATCH161 = [
    ("b161_mem0_toylibrary_castle_yesno_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Jo's 2037-04-25 note (castle back from the Khans, Pam's giving it a wipe; out again to the "
     "Reillys for the twins' party, fri 15th - mon 18th, £5 paid; garage missing 2 cars) drops the Reillys' booking; "
     "'is the bouncy castle free sat 16th?' (no, the Reillys have it 15th-18th) gets yes, it's back and cleaned",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b161_qdrant_burnsnight_address_who_scope.py", "qdrant query with a who='moira' filter, script style",
     "Alec's Weds 12 Jan note (Hamish had his hip done, Doug Reid from the golf club's doing the Address to a Haggis, "
     "Hamish does the toast to the lassies sitting down; the piper wants paying in whisky) is left out by the "
     "programme-writer scope; Moira's running order (Address - Hamish as always) is in; 'who's doing the address to "
     "the haggis this yr?' (Doug Reid) gets Hamish", "RetrievalError", "qdrant.query_points", "filtered_by_scope"),
    ("b161_chroma_seedswap_talk_time_delete.py", "chroma delete with where status='sorted', one root span per note",
     "Raj's tidy-up of the sorted notes deletes his 2039-03-07 tables note (8 trestles off St Anne's, Dan's van; oh + "
     "Bev's tomato talk is 2.30 now not 11, she's judging early veg in the morning); Jen's talks note has 11; 'what "
     "time's Bev's tomato seed talk?' (2.30) gets 11", "DeletionError", "chroma.delete", "deleted"),
    ("b161_langgraph_orchestra_venue_lost_update.py", "LangGraph store sync, two writers in threads",
     "the coach job puts back its stale Weds record (concert 7pm at St Laurence's, Ludlow) with the coach times, "
     "losing Mrs Okon's Mon 30/3 edit (scaffolding up inside St Laurence's, concert at the Assembly Rooms on Mill St, "
     "same time); 'where are they playing weds night?' (the Assembly Rooms) gets St Laurence's church", "UpdateError",
     "langgraph.store.put", "overwritten"),
    ("b161_langchain_bowlsagm_postalvotes_count_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (notice on the board 19/10; 9 postal votes on the sunday motion so far, sealed in "
     "the safe); the agenda, buffet, '3 postal votes thru the door today' and officers turns stay; 'how many postal "
     "votes have we had?' (12) gets 3", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b161_zep_burnsnight_tickets_sum_response.py", "Zep facts (sync client, stand-in), turn spans",
     "the facts have supper tickets £18 grown ups, under 12s £8 (Fri 7th Jan) and ceilidh only £6 on the door; the "
     "model charges the 7 and 10 year olds as adults; 'how much for me, the wife + our 2?' (£52) gets £72",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b161_llamaindex_toylibrary_loan_length_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has small toys on 2 wk loans, renew once (turn 1) and the big items - castle, ball pit, the wooden "
     "train set + the play kitchen - 1 wk only, no renewals (turn 2); the model goes by the 2-week rule; 'how long "
     "can she keep the wooden train set?' (a week) gets 2 weeks, renewable", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH161_CONTROLS = [
    ("b161_ctl_mem0_bowlsagm_date_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'Weds 16th Nov' (memory: 19/10 AGM weds 16th nov, 7.30 clubhouse; Tue 8 Nov funeral tea in the "
     "clubhouse on the 16th for old Bert Sims, so we're in the week after, same time, line put thru the notice)",
     "AnnotationError", None, None),
    ("b161_ctl_chroma_orchestra_van_list_label.py", "chroma query, two writers in threads",
     "none; label 'the 3 cellos, the double bass and the timps' (memory: 14/3 van takes the 3 cellos, the double "
     "bass + the timps; 22.3. Ludlow Youth Strings say we can use their timps all week, so ours can stay in the music "
     "room)", "AnnotationError", None, None),
    ("b161_ctl_qdrant_seedswap_venue_why_label.py", "qdrant query, script style",
     "none; label 'the polytunnel's too small' (memory: 2038 debrief rammed in the polytunnel, maybe the scout hut "
     "next yr? committee said no; Mon 7 Mar the storm took the skin off the polytunnel, no way it's fixed by the "
     "19th, Scouts lend their hut)", "AnnotationError", None, None),
    ("b161_ctl_evermemos_burnsnight_band_howlong_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '3 hours, 8 till 11' (memory: 2039-01-06 band booked 8 till 11, £350; 2039-01-18 band asked can "
     "they finish half 10, the fiddler's on the first ferry back to Mull, said fine, raffle after them)",
     "AnnotationError", None, None),
    ("b161_ctl_letta_toylibrary_rota_count_label.py", "Letta core memory block (stand-in), turn spans",
     "none; label '4' (memory: 16th may june rota Pam, Dee, Lucy + Sam, need 3 min to open; 2037-06-09 Lucy's mum's "
     "had a fall, she's gone up to Carlisle for a few wks, off sats for now; Thu 11/6 no luck finding anyone yet)",
     "AnnotationError", None, None),
]
BATCH162 = [
    ("b162_mem0_lentlunch_venue_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Jean's 22.3. note (the Quakers have had a flood in the kitchen, so the 31st's coming to St "
     "Aidan's, the Methodists can't do two in a row; Pat's leek + potato, Margaret in Whitby; bowls off the Mothers "
     "Union) keeps Pat's soup and the bowls and drops the move; 'where's the lunch tmrw? giving Edna a lift' (St "
     "Aidan's church hall) gets the Friends meeting house", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b162_qdrant_crickettour_coach_time_scope.py", "qdrant query with filter audience='players', one root span per "
     "note",
     "Lisa's Weds 28/7 note, written for the parents (Bakers have moved the pick up to 6.45 at the club not 8, beat "
     "the M5 traffic, pls pass on to the lads) is left out by the audience scope; Dave's 14/7 players' note (coach "
     "8am sharp) is in; 'what time we meeting tmrw for the coach' (6.45) gets 8am", "RetrievalError",
     "qdrant.query_points", "filtered_by_scope"),
    ("b162_chroma_scoutcamp_tents_delete.py", "chroma delete where status='done', script style",
     "Skip's clear-out of the ticked-off jobs deletes his 14/5 note (rang Geoff at the district store, 5 patrol tents "
     "not 4, six came up from cubs on moving up night so a 5th patrol, the Kestrels); the 3/5 note has 4 patrols, 4 "
     "tents + the leader tent; 'how many patrol tents am i picking up off Geoff thurs?' (5) gets 4",
     "DeletionError", "chroma.delete", "deleted"),
    ("b162_langgraph_knitnatter_day_lost_update.py", "LangGraph store sync, two writers in threads",
     "the yarn job puts back its stale sessions record (every tues 2-4 in the community room) with the stock count, "
     "losing Dot's 16th March edit (blood donors in the community room tue 23rd, so thurs 25th that wk, upstairs in "
     "the local studies room); 'what day's natter this wk?' (Thurs 25th) gets Tuesday 23rd", "UpdateError",
     "langgraph.store.put", "overwritten"),
    ("b162_langchain_pancakerace_cost_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (the Rotary's £2 pan hire on the day, aprons + headscarves for the ladies' heat); "
     "the route, heats, entry (£3 each) and parking turns stay; 'how much do me + Leanne need to bring? neither of "
     "us has got a pan' (£10) gets £6", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b162_letta_crickettour_nights_response.py", "Letta core memory block (stand-in), turn spans",
     "the block has the 3/7 booking (Sun 8th - Tue 10th Aug, 2 nights at the Clifton) and Lisa's 22.7. line "
     "(Flamborough can only do weds morning, Clifton added the tues night, 3 nights now, home weds 11th teatime); "
     "the model goes by the first booking; 'how long are they away for?' (3 nights) gets 2 nights",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b162_llamaindex_scoutcamp_gas_yesno_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has district doing gas for everyone, 2 bottles a pitch from the QM tent, DON'T bring any (turn 1) and "
     "firewood BYO, Chris bringing a trailer load (turn 2); the model goes by the firewood rule; 'does he need to put "
     "our gas bottles in the trailer as well as the wood?' (no) gets yes", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH162_CONTROLS = [
    ("b162_ctl_mem0_pancakerace_starter_who_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'the Mayor, Cllr Ron Fletcher' (memory: 2038-02-10 the Mayor starting it w the bell as per; Weds 24 "
     "Feb Ron's at the twinning do in Bourg-en-Bresse that wk, he's gutted, Nasreen, his deputy, says she'll do the "
     "bell)", "AnnotationError", None, None),
    ("b162_ctl_chroma_lentlunch_total_sum_label.py", "chroma query, two writers in threads",
     "none; label '£612' (memory: Weds 7 Apr running total after 4 wks £612, one to go; 2038-04-14 last one done, £174 "
     "in the bucket today, lovely end to it)", "AnnotationError", None, None),
    ("b162_ctl_qdrant_knitnatter_squares_diff_label.py", "qdrant query, script style",
     "none; label '26' (memory: Tue 2/3 96 squares all told; 16.3. 70 in the bag, 26 to go ladies; Tue 23rd Dot's "
     "sister Irene came in w a carrier bag of 14 she'd done at home watching Corrie)", "AnnotationError", None, None),
    ("b162_ctl_evermemos_crickettour_kit_list_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'whites x2, club cap, helmet, box, pads, gloves, spikes, trainers, and the club blazer and tie' "
     "(memory: 2038-07-10 kit list w club blazer + tie for the formal dinner sat night; 2038-07-19 the hotel have "
     "double booked their function room, no do, fish + chips on the front, scruffs are fine, they can leave the "
     "blazers at home)", "AnnotationError", None, None),
    ("b162_ctl_zep_pancakerace_route_why_label.py", "Zep facts (sync client, stand-in), turn spans",
     "none; label 'the council wouldn't close the road' (memory: 3/2 council were dragging their feet on the road "
     "closure but it came thru today; 22.2. Cadent are digging up the high st outside Boots for a new gas main till "
     "april, so we're going round the market place)", "AnnotationError", None, None),
]
BATCH163 = [
    ("b163_mem0_xmasshop_pickup_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Sandra's Weds 24 Nov note (Beck Rd's shut for the water main, Kev'll pick Mrs Hebden up from the "
     "surgery car park on Station Rd at 9.05 instead of Church Lane; her sister Jean's coming, 15 now; change for the "
     "float) keeps Jean, the 15 and the float and drops the pick-up; 'what stop's mum getting on at tmrw? Beck Rd's "
     "still shut' (the surgery car park, 9.05) gets Church Lane by the post box, 9.10", "ExtractionError",
     "mem0.extract", "omitted_at_extraction"),
    ("b163_qdrant_walkingfootball_fixture_topk.py", "qdrant query with limit=2, one root span per note",
     "Clive's 16.3. note (tmrw's off, Hinckley's pitch is under water, put back to Weds 7 Apr same time same place) "
     "ranks 4th for the app's fixture query and is cut by the top 2 (the January fixture list with 17/3 v Hinckley "
     "and November's home win over Hinckley are in); 'when are we at Hinckley? is it tmrw?' (Weds 7 Apr) gets "
     "tomorrow, Weds 17th", "RetrievalError", "qdrant.query_points", "ranked_below_top_k"),
    ("b163_chroma_treefest_unlock_delete.py", "chroma delete where posted < 20381101, script style",
     "Margaret's clear-out of October's planning notes deletes her 20/10 note (Ray the verger's in Tenerife 28 nov - "
     "10 dec, Graham the churchwarden has his keys and is opening up every morning festival wk); Pauline's rota note "
     "(unlocked by the verger as usual, 9ish) stays; 'who's opening up thurs?' (Graham, the churchwarden) gets Ray, "
     "the verger", "DeletionError", "chroma.delete", "deleted"),
    ("b163_langgraph_craftfair_tables_lost_update.py", "LangGraph store sync, two writers in threads",
     "the stall fees job puts back its stale tables record (main hall 18, small room 4, 22 all told) with the fees, "
     "losing Brenda's 9th Nov edit (20 in the main hall - the Guides' tombola and Mr Dhillon's two pushed together - "
     "24 all told); 'how many tables am i getting out of the store tonight?' (24) gets 22", "UpdateError",
     "langgraph.store.put", "overwritten"),
    ("b163_langchain_rugbyfest_kit_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (the coach's email: gumshields compulsory, no gumshield no play; warm up in the blue "
     "club training top); the pitches, food, boots and parking/water bottle turns stay; 'what's Alfie need to pack for "
     "sun?' (gumshield, training top, moulded boots, named water bottle) gets boots, water bottle and cash",
     "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b163_letta_walkingfootball_subs_response.py", "Letta core memory block (stand-in), turn spans",
     "the block has subs £30 (30/8), the kit £18 a set (Thu 23rd Sept) and Terry's 2/10 line (lottery grant came thru, "
     "club's paying half the kit so it's £9 each, subs still £30); the model adds the full kit price; 'how much do I "
     "owe Terry?' (£39) gets £48", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b163_llamaindex_xmasshop_home_time_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the chat has everyone back on the bus for 4.15 at the coach park by the Oasis, Phil leaves half 4 sharp (turn 1) "
     "and Meadowhall open 9-8, late night shopping (turn 2); the model goes by the opening hours; 'what time's the bus "
     "home?' (half 4) gets not till 8", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH163_CONTROLS = [
    ("b163_ctl_mem0_rugbyfest_game_length_label.py", "mem0 infer=False, search, turn spans",
     "none; label '16 minutes (2x8)' (memory: 2038-04-20 games 2x8 mins; 28/4 Phil had a look at the RFU age grade "
     "regs, it's 10 min halves at u9 this season, so he's redone the schedule)", "AnnotationError", None, None),
    ("b163_ctl_chroma_craftfair_venue_why_label.py", "chroma query, two writers in threads",
     "none; label 'the village hall roof was leaking' (memory: 3/9 hall roof's leaking again, might have to think "
     "about moving the fair; 16th Sept roof's done, dry as a bone; Weds 6 Oct floor sanded + resealed w/c 22nd nov, "
     "nobody on it for 5 days, so we're over at the school hall)", "AnnotationError", None, None),
    ("b163_ctl_qdrant_walkingfootball_points_gap_label.py", "qdrant query, script style",
     "none; label '4' (memory: Weds 10/3 table Anstey OB 16, us 12, 4 pts behind, 3 for a win 1 a draw; Thu 18th beat "
     "Syston 3-1 last night; 18.3. Anstey only drew at Loughborough)", "AnnotationError", None, None),
    ("b163_ctl_zep_treefest_takedown_date_label.py", "Zep facts (sync client, stand-in), turn spans",
     "none; label 'Sat 8th Jan' (memory: 2038-10-12 take down sat 8 jan; Tue 23rd Nov the bishop's coming to do the "
     "Epiphany service on thurs 6th, he'd like the nave clear, so can the trees be gone by the tues (4th))",
     "AnnotationError", None, None),
    ("b163_ctl_evermemos_xmasshop_walker_yesno_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'no - no walkers allowed on the bus' (memory: 2038-11-02 lift's for chairs only, no walkers in the "
     "aisle, fire regs; 2038-11-20 Doris's is the folding sort, Alan says the ones that fold go in the boot w the "
     "shopping, it's just the aisle that has to be clear)", "AnnotationError", None, None),
]
BATCH164 = [
    ("b164_mem0_dementiacafe_pickup_time_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Sue's 14/3 note (Stan's had his knee done so Kath's driving the minibus till easter, can't do b4 "
     "half 1, pick ups start half 1 from Marsh Lane; singing for the brain w Linda on the 24th; no lemon drizzle for "
     "Mrs Patel) keeps the knee, the singing and the cake and drops Kath and the half 1 start; 'what time's the bus "
     "coming for mum tmrw? she's on Marsh Lane' (half 1) gets 1.15", "ExtractionError", "mem0.extract",
     "omitted_at_extraction"),
    ("b164_chroma_beerfest_casks_count_topk.py", "chroma query n_results=2, one root span per note",
     "Rob's Sun 29/5 note (Martin from Three Fells chucking in 2 of the new porter, Night Shift, for nowt, so 6 from "
     "them) ranks 3rd and the top 2 leave it out; the order (Three Fells 4 firkins) and the stillage note (4 firkins "
     "on the dray weds) are in; 'how many Three Fells casks have we got coming?' (6) gets 4", "RetrievalError",
     "chroma.query", "ranked_below_top_k"),
    ("b164_qdrant_lifeboat_parking_delete.py", "qdrant delete by filter posted < 1 Aug, script style",
     "Carol's clear-out of everything posted before August deletes Dave's 28.7. note (harbour car park shut for the "
     "resurfacing till end of aug, parking on Ledger's field up Cliff Rd, blue badges in the slipway yard); Mick's "
     "3/8 stall note still says visitors park in the harbour car park; 'where do we park on sat? bringing my dad, "
     "he's got a blue badge' (the slipway yard) gets the harbour car park", "DeletionError", "qdrant.delete",
     "deleted"),
    ("b164_langgraph_youththeatre_tech_day_lost_update.py", "LangGraph store sync, two writers in threads",
     "the costume job puts back its stale rehearsals record (tech run sun 24th 10-4 at the Civic) with the fittings "
     "rota, losing Mel's Tue 12/7 edit (the Civic have let the main hall to a wedding fair on the sun, tech is SAT "
     "23rd); 'which day's the tech run? Ellie's got a party at the weekend' (Sat 23rd) gets Sunday 24th",
     "UpdateError", "langgraph.store.put", "overwritten"),
    ("b164_langchain_sportsday_spend_sum_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (ice lollies from Booker £36, in Jo's chest freezer); the squash + 200 cups (£14.50), "
     "donated cakes and rota turns stay; 'what've I spent all in? need to give Claire the receipts' (£50.50) gets "
     "£14.50", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b164_zep_beerfest_cellar_who_response.py", "Zep facts (sync client, stand-in), turn spans",
     "the facts have the 20/5 volunteer list (cellar Rob both days) and Rob's Tue 14th June post (done his back "
     "lifting a kilderkin, ok for fri on a stool, Kev from the CAMRA branch doing the cellar sat); the model goes by "
     "the list; 'who's in charge of the cellar tmrw? got a late cask to drop off sat am' (Kev) gets Rob",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b164_llamaindex_lifeboat_demo_howlong_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has launch demos at 11 + 2.30, 20 mins or so each (turn 1) and Pete the cox saying the 2.30 is a full "
     "exercise w the coastguard helicopter, 45 mins to an hour (turn 2); the model goes by the 20 mins; 'mum wants to "
     "watch the half 2 one from the pier - how long does it go on?' (45 mins to an hour) gets about 20 minutes",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH164_CONTROLS = [
    ("b164_ctl_mem0_sportsday_parents_race_yesno_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'yes - mums' race then dads', after the relay' (memory: 2039-06-01 parents race after the relay as "
     "always, mums then dads; 22.6. after last yr's hamstring carnage the insurers won't wear it, so grown ups r doing "
     "tug of war v the staff)", "AnnotationError", None, None),
    ("b164_ctl_chroma_youththeatre_matinee_seats_diff_label.py", "chroma query, two writers in threads",
     "none; label '38' (memory: 2039-07-04 sat mat 180 seats, 142 sold so 38 left; 12.7. we lose the back 2 rows for "
     "the sound + lighting desk, 20 seats, none sold; Tue 19/7 nothing sold since the 4th)", "AnnotationError", None,
     None),
    ("b164_ctl_qdrant_dementiacafe_activities_list_label.py", "qdrant query, script style",
     "none; label 'singing for the brain with Linda, then reminiscence with the old photos' (memory: 2039-03-30 14th "
     "singing for the brain w Linda, then the old photos; 8.4. Linda's mum has had a fall so she's up in Hexham "
     "looking after her, Father Tom bringing his guitar for a sing song, still doing the photos)", "AnnotationError",
     None, None),
    ("b164_ctl_letta_beerfest_perry_why_label.py", "Letta core memory block (stand-in), turn spans",
     "none; label 'a poor pear harvest - there was none to be had' (memory: 12/5 perry's tight this yr, poor pear "
     "harvest, but she's squeezed us the 2 boxes of Gwynt; Tue 14th June the pallet w the perry came off the back of "
     "the wholesaler's van on the A59, both boxes split, more not till the 24th)", "AnnotationError", None, None),
    ("b164_ctl_evermemos_lifeboat_naming_time_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '12 noon' (memory: 2039-07-15 naming of the new D class at 12 noon by the Duchess; 2039-08-09 "
     "she's coming on from the Whitby regatta, can't be here b4 half 2, told them we'll do it at 3 then)",
     "AnnotationError", None, None),
]
BATCH165 = [
    ("b165_mem0_jumblesale_dropoff_place_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Pam's 14/3 note (hall's having the new floor laid, not dry til sat am, so NO donations in the hall "
     "fri - take them to the scout hut on Church Lane, same time 5-7, Gordon's got the key; Margaret doing teas; "
     "some1 needed on the door w the float) keeps the floor, the teas and the door and drops the scout hut; 'where do "
     "I take my bags on friday?' (the scout hut on Church Lane) gets the side door of the village hall",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b165_qdrant_swimgala_howlong_topk.py", "qdrant query limit=3, one root span per note",
     "Paula the gala sec's 6/5 note (48 races, 2 sessions: 9 till 11.45, half hr lunch, 12.15 till half 2ish) ranks "
     "4th and the top 3 leave it out; Dan's 2039-04-20 note (racing from 9, normally all done by 12ish) is in; 'how "
     "long's the gala go on for on sat? car park's only 3 hrs' (about 5 and a half hours, 9 till half 2ish) gets "
     "about 3 hours", "RetrievalError", "qdrant.query_points", "ranked_below_top_k"),
    ("b165_chroma_harvest_foodbank_day_delete.py", "chroma delete where topic=service, script style",
     "the parish office's clear-out of the service notes after the harvest service deletes Val's Tue 20th note, filed "
     "under service as it starts with the hymn sheets (the food bank's van is off the road + volunteers on a training "
     "day mon, can't take anything til weds 28th, 10ish, stays in the vestry); her 13/9 note still says the monday "
     "after in Jim's car; 'when's the food going to the food bank?' (Weds 28th) gets today, Monday",
     "DeletionError", "chroma.delete", "deleted"),
    ("b165_langgraph_carols_route_list_lost_update.py", "LangGraph store sync, two writers in threads",
     "the tins job puts back its stale route record (Church St, Mill Rd, the Green, Station Rd, the Fleece) with the "
     "tin rota, losing Jan's Tue 6/12 edit (Mill Rd dug up by the gas board so Orchard Close instead, + the Larches "
     "care home 7.30ish); 'what's the route on weds?' (Church St, Orchard Close, the Larches, the Green, Station Rd, "
     "the Fleece) gets the old route with Mill Rd", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b165_langchain_bikeworkshop_tubes_diff_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (parts box: 9 tubes, 6 x 20in + 3 x 24in, no 16in); the booking forms turn (24in x "
     "5 needed), mechanics, kit and tea turns stay; 'how many 24in tubes do I still need to get?' (2) gets 5",
     "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b165_letta_harvest_auction_sum_response.py", "Letta core memory block (stand-in), turn spans",
     "the block has the auction lots (marrow £12, hamper £45, 6 veg boxes at £8), Mrs Lowe's honey £15 (no purse, "
     "she'd drop it in) and, Tue 27th, Mrs Lowe dropping the £15 in at the vicarage; the model leaves the honey out "
     "as still owed; 'how much did the auction make all in?' (£120) gets £105", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b165_llamaindex_swimgala_spectators_yesno_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has spectators on the balcony, 2 per swimmer, £3 on the door (turn 1) and Karen the TM saying the "
     "balcony's shut, cracks in the glass, NO spectators, club fb live instead (turn 2); the model goes by the usual "
     "rule; 'can grandma come and watch Ruby?' (no) gets yes", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH165_CONTROLS = [
    ("b165_ctl_mem0_harvest_supper_why_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'the hall boiler's packed in' (memory: 9/9 hall boiler's on its last legs again, Ken's getting "
     "quotes; 16th Sept environmental health came to look at the hall kitchen, fridge temps all over the place + the "
     "extractor's no good, no food in there till the new fridge is in, supper's at the Red Lion)", "AnnotationError",
     None, None),
    ("b165_ctl_chroma_bikeworkshop_fixed_count_label.py", "chroma query, two writers in threads",
     "none; label '17' (memory: 21.5. 17 bikes thru the gate; 3 of them needed new wheels + we've not got any so told "
     "them to bring them back to the june one; Sun 22nd everything else sorted + safety checked)", "AnnotationError",
     None, None),
    ("b165_ctl_qdrant_carols_meet_time_label.py", "qdrant query, script style",
     "none; label '7.15' (memory: 2039-12-01 meet half 6 at the lychgate; Tue 6th Dec Co-op say we can sing inside "
     "the doors from 7.15, anyone who can only come for that bit just turn up there)", "AnnotationError", None,
     None),
    ("b165_ctl_zep_swimgala_forms_who_label.py", "Zep facts (sync client, stand-in), turn spans",
     "none; label 'Dan, the head coach' (memory: 2039-04-20 Dan - anything about events ask me, but paperwork give it "
     "to Karen not me, I lose everything; Weds 27 Apr Karen - consent + medical forms to me, red folder)",
     "AnnotationError", None, None),
    ("b165_ctl_evermemos_jumblesale_roof_sum_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '£412.60' (memory: 2039-03-19T16:40 jumble money counted up, £412.60 all in; 2039-03-20T10:05 of "
     "that the £60 table money goes to the hall committee like always, rest's for the roof)", "AnnotationError",
     None, None),
]
BATCH166 = [
    ("b166_mem0_nativity_dress_rehearsal_day_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Kerry's Weds 30th note (flu jab clinic have got the hall tue 13th so dress rehearsal's MON 12th "
     "instead, same time 9.30-11.30, costumes on; Maisie an angel not the donkey; donkey costume needs a zip) keeps "
     "Maisie and the zip and drops the Monday; 'when's the dress rehearsal? my mum's bringing Alfie in' (Mon 12th) "
     "gets Tuesday 13th", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b166_qdrant_halloween_pumpkins_count_topk.py", "qdrant query_points limit=2, one root span per note",
     "Mo's Tue 11th Oct note (the hardware shop + Lily's florist want in after all, so 14 windows now, 1 pumpkin each) "
     "ranks 3rd and the top 2 leave it out; the 20/9 note (12 shops so 12 pumpkins) and the 4/10 note (12 of them to "
     "find) are in; 'how many pumpkins are there to find?' (14) gets 12", "RetrievalError", "qdrant.query_points",
     "ranked_below_top_k"),
    ("b166_chroma_ramblers_lunch_place_delete.py", "chroma delete where posted < 1 Dec, script style",
     "Geoff's clear-out of everything posted before December deletes Margaret's 24.11. note (Red Lion at Hollins "
     "can't do us, new kitchen going in, so lunch at the Shepherd's Rest at Lumb, 12.30 in the back room); Pat's 5/12 "
     "note still has the raffle at the Red Lion after the food; 'where are we stopping for lunch on sunday?' (the "
     "Shepherd's Rest at Lumb) gets the Red Lion at Hollins", "DeletionError", "chroma.delete", "deleted"),
    ("b166_langgraph_bowls_first_end_time_lost_update.py", "LangGraph store sync, two writers in threads",
     "the raffle job puts back its stale programme record (12 rinks, first end 10 sharp) with the prize list, losing "
     "Ken's Tue 9/8 edit (14 rinks in now so first end's HALF 9 not 10, woods in by quarter past 9); 'what time's the "
     "first end on sat?' (half 9) gets 10 o'clock", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b166_langchain_foodbank_sizes_short_list_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (still short of age 4-5 grey trousers, 9-10 red polos, black school shoes in 13 and "
     "1); the collection day, donations, volunteers and PE bags turns stay; 'what are we still short of?' (the "
     "trousers, polos, shoes and PE bags) gets just PE bags", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b166_zep_halloween_fancy_dress_judge_who_response.py", "Zep facts (sync client, stand-in), turn spans",
     "the facts have the 2039-10-03 parade plan (the mayor, Cllr Barker, judging) and Jackie's Tues 18th Oct post "
     "(mayor's off to Tenerife for half term so Father Michael from St Mary's is judging the fancy dress); the model "
     "goes by the plan; 'who's judging the fancy dress on sat?' (Father Michael, the priest from St Mary's) gets the "
     "mayor", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b166_llamaindex_ramblers_cost_sum_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has the roast at the Shepherd's Rest, £16.50 (turn 1) and the Day Rover from Halifax, £7.80 (turn 2); "
     "the model gives the lunch alone; 'how much is sunday going to cost me all in?' (£24.30) gets £16.50",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH166_CONTROLS = [
    ("b166_ctl_mem0_foodbank_jumpers_diff_label.py", "mem0 infer=False, search, turn spans",
     "none; label '15' (memory: 2039-08-01 St Paul's want 40 age 7-8 red jumpers, after sat's sort 25 in so 15 short; "
     "Tue 9th Aug Asda's cage came in, bless them, 10 more 7-8 jumpers in there)", "AnnotationError", None, None),
    ("b166_ctl_qdrant_nativity_costumes_yesno_label.py", "qdrant query, script style",
     "none; label 'yes - a dressing gown and a tea towel' (memory: 2039-11-14 parents pls sort costumes, shepherds a "
     "dressing gown + tea towel; Weds 30th Jan from the WI's been at her sewing machine all half term, a full set, "
     "hanging in the cupboard at the hall so no one needs to buy or make a thing)", "AnnotationError", None, None),
    ("b166_ctl_chroma_halloween_start_why_label.py", "chroma query, two writers in threads",
     "none; label 'the library doesn't open till 11 on Saturdays' (memory: 2039-09-20 trail starts from the library, "
     "they don't open till 11 on sats now tho; 27/9 Sandra will open up at 10 for the trail weekend; Tues 18th Oct "
     "scaffolding up for the new roof, front door's boarded, so we're starting from the Market Cross)",
     "AnnotationError", None, None),
    ("b166_ctl_letta_ramblers_distance_howlong_label.py", "Letta core memory block (stand-in), turn spans",
     "none; label '8 miles' (memory: 2039-11-02 Hebden Br to Lumb via Hardcastle Crags, 8 miles; 3/12 the recce, "
     "footbridge by Gibson Mill's shut so it's round by the top path, puts a good mile and a half on - 9 and a half "
     "all told)", "AnnotationError", None, None),
    ("b166_ctl_evermemos_bowls_raffle_time_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '4pm' (memory: 2039-07-20 raffle's drawn at 4 after the final; 2039-08-05 the hospice minibus has to "
     "have the residents back by half 4 so Pauline says we'll draw it in the middle of ours, half 3)",
     "AnnotationError", None, None),
]
BATCH167 = [
    ("b167_mem0_easter_trail_clues_count_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Jean's 14/3 note (Rev says no clue in the bell tower this yr, the ladder's condemned, so 9 clues "
     "now, word's 9 letters; she's bringing the pencils; 80 Poundland bags for the eggs) keeps the pencils and the "
     "bags and drops the clue that's gone; 'how many clues are there? doing the answer sheets on the church printer "
     "tonight' (9) gets 10", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b167_chroma_minibus_way_home_stop_topk.py", "chroma query n_results=2, one root span per note",
     "Phil's Tue 7th Aug note (tacho chat with the council, his hours won't stretch to the Pickering stop coming back, "
     "straight home from Filey at 4.30, loos on the prom first) ranks 3rd and the top 2 leave it out; Carol's 30/6 "
     "note (Pickering for a cuppa + the loo on the way back) and Maureen's 14/8 seats note are in; 'are we stopping "
     "anywhere on the way home? mum needs the loo a lot these days' (no, straight home) gets yes, at Pickering",
     "RetrievalError", "chroma.query", "ranked_below_top_k"),
    ("b167_qdrant_aircraft_open_day_field_delete.py", "qdrant delete FilterSelector posted < 1 Jan 2040, script style",
     "Sandra's clear-out of last year's notes deletes Pete's 2039-12-04 note about this June (Hague's top field by "
     "the barn, the Moor Lane strip's being drained + reseeded, cars in his yard); Dave's Weds 2nd May note still has "
     "the banner on the Moor Lane fence; 'which field's the open day in? want to put directions in the parish mag' "
     "(Hague's top field by the barn) gets the strip off Moor Lane", "DeletionError", "qdrant.delete", "deleted"),
    ("b167_langgraph_film_night_day_lost_update.py", "LangGraph store sync, two writers in threads",
     "the snacks job puts back its stale next-film record (The Railway Children, fri 20th april) with the ice creams "
     "and popcorn, losing Jan's Tue 10/4 edit (hall's double booked fri, the WI have it from 5 for their craft fair, "
     "so film night's SAT 21st, same times); 'which night's the film again? need to book mum's taxi' (Sat 21st) gets "
     "Friday 20th", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b167_langchain_cricket_bbq_awards_list_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (the awards: player of the season, most improved, fielder of the yr + the new Spirit "
     "of Cricket one Nadia's dad is sponsoring); the food, weather, trophies (two at the engravers) and presentation "
     "turns stay; 'which awards are we giving out?' (all four) gets player of the season and most improved",
     "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b167_zep_minibus_filey_time_howlong_response.py", "Zep facts (sync client, stand-in), turn spans",
     "the facts have Carol's 2040-06-30 plan (in Filey about 11, back from the Crescent at half 4, 5 and a half hrs by "
     "the sea) and Phil's Tue 7th Aug post (picking up 4 from Brompton Court on the way so not in Filey till half "
     "11ish, still leaving half 4); the model counts from the plan; 'how long do we actually get at filey?' (about 5 "
     "hours) gets five and a half", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b167_llamaindex_film_night_seats_left_diff_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has 80 chairs (the fire limit, turn 1), 52 tickets gone (turn 2) and 6 kept back at the front for the "
     "Elm Court ladies (turn 3); the model leaves the 6 out; 'how many seats have we got left to sell?' (22) gets 28",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH167_CONTROLS = [
    ("b167_ctl_mem0_cricket_bbq_cost_sum_label.py", "mem0 infer=False, search, turn spans",
     "none; label '£9' (memory: 2040-07-02 £6 a head, juniors £3, so £9 for most of you w one kid; Tue 24th Jul "
     "Bridge Butchers doing the burgers + bangers at cost so Sue says grown ups can be a fiver, juniors same as "
     "before)",
     "AnnotationError", None, None),
    ("b167_ctl_chroma_easter_trail_keys_who_label.py", "chroma query, two writers in threads",
     "none; label 'Rev Ann, the vicar' (memory: 2040-03-01 Rev Ann'll open up for us sat 31st at 8.30; Tue 20th Mar "
     "Derek, Ann's got a wedding over at Fenby sat morning so I've got her keys, churchwarden's perks, in the porch "
     "from 8)", "AnnotationError", None, None),
    ("b167_ctl_qdrant_aircraft_briefing_time_label.py", "qdrant query, script style",
     "none; label '11am - gates open at 11' (memory: 2040-03-05 gates open to the public at 11, flying 11.30 till 4; "
     "16th may pilots' briefing 9.30 sharp in the marquee for anyone flying, open slots incl, no briefing no flying; "
     "the asker is flying in the 2 o'clock open slot)", "AnnotationError", None, None),
    ("b167_ctl_letta_film_night_babysitter_howlong_label.py", "Letta core memory block (stand-in), turn spans",
     "none; label '1 hr 43' (memory: Tue 8th May the dvd runs 1 hr 43, doors 7, film 7.30 prompt, 15 min interval so "
     "done about half 9; the asker is 10 mins' walk away and needs a babysitter for the evening - about 2 hrs 20)",
     "AnnotationError", None, None),
    ("b167_ctl_evermemos_cricket_bbq_venue_why_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'the rugby club's bar is cheaper' (memory: 2040-07-30 Sue, could we do it at the rugby club, their "
     "bar's a lot cheaper; 2040-08-03 Mike, nah we'll stay at ours; 2040-08-20 Raj, pavilion roof's coming off wk of "
     "the 10th, scaffold + no loos, so it's the rugby club whether we like it or not)", "AnnotationError", None, None),
]
BATCH168 = [
    ("b168_mem0_parkrun_cake_place_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Steve's Tue 26th April note (boathouse caff have a private do sat morning so cake + brews in the "
     "cricket pavilion instead, Jan's got the key; Mike tail walker; Raj marshal pt 3) keeps Mike and Raj and garbles "
     "the place back to the boathouse café; 'where's the cake after? my mum's coming to watch' (the cricket pavilion) "
     "gets the boathouse café", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b168_chroma_diwali_switch_on_time_filter.py", "chroma query where topic=lights, script style",
     "Harpreet's 2039-10-11T21:40 note, filed under music (dhol lot can't get there before 6.30, they lead the "
     "procession to the stage, so switch on's going back to quarter to 7) is left out by the lights filter; Rob's "
     "Weds 28 Sep note (switch on 6.30) is in; 'what time do the lights go on sat?' (quarter to 7) gets 6.30",
     "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b168_qdrant_hospice_walk_min_age_delete.py", "qdrant filter delete posted < 1 Apr, one root span per note",
     "Dawn's clear-out of everything posted before April deletes Pam's 28/3 note (insurance came back, min age 14 "
     "this yr, no under 14s even with an adult); Dawn's 15.4. note (£8 under 16s, families welcome) is kept; 'can my "
     "11 yr old do it with me?' (no - min age 14) gets yes", "DeletionError", "qdrant.delete", "deleted"),
    ("b168_langgraph_scout_hut_lunch_count_lost_update.py", "LangGraph store sync, two writers in threads",
     "the chippy-order job puts back its stale lunch record (chippy lunch at 1 for 20) with the Golden Fry pre-order, "
     "losing Jo's Weds 4/5 edit (32 now - the 8 Explorers doing the roof felt + 4 more parents); 'how many are we "
     "doing lunch for on sun?' (32) gets 20", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b168_langchain_chess_kit_list_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (kit list: a pen not a pencil, water bottle, nut-free packed lunch, a jumper); the "
     "registration, pairings, parking and clocks turns stay; 'what do the kids need to bring on sat?' (pen, water, "
     "nut-free lunch, jumper, a clock if they've got one) gets just a clock", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b168_zep_hospice_walk_marshals_short_response.py", "Zep facts (sync client, stand-in), turn spans",
     "the facts have 24 marshals needed (Mon 9th May), 17 on the rota (2039-05-20T21:05) and the Rotary's 3 more "
     "(Weds 1st June); the model leaves the Rotary out; 'how many marshals are we still short?' (4) gets 7",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b168_llamaindex_diwali_henna_shift_howlong_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has stalls trading 5 till 9 (turn 1) and Meena's henna shift 5 till half 7, Priya after (turn 2); the "
     "model gives the trading hours; 'how long am I on the henna table for?' (2 and a half hours) gets 4 hours",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH168_CONTROLS = [
    ("b168_ctl_mem0_scout_hut_work_day_date_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'Sat 7th May' (memory: 2039-03-30T20:10 work day sat 7th may 8.30-5; Tue 12th April Brown Owl got in "
     "first, Guides have the hut that sat for their sleepover, so we'll do ours the sunday, the 8th, same times)",
     "AnnotationError", None, None),
    ("b168_ctl_chroma_chess_venue_why_label.py", "chroma query, two writers in threads",
     "none; label 'the roof work at the school overran' (memory: 2039-01-10 school hall as usual unless the roof work "
     "overruns; 14/2 roof's all done but school have got the Y6 SATs booster on that sat morning so no hall, St "
     "Mark's said yes)", "AnnotationError", None, None),
    ("b168_ctl_qdrant_diwali_stalls_count_label.py", "qdrant query, script style",
     "none; label '20' (memory: 29/9 20 pitches marked out on Market Sq, all taken; Tue 11th Oct sweet centre double "
     "booked, candle lady + samosa van pulled out, sari stall off the waiting list, so 18 trading on the night)",
     "AnnotationError", None, None),
    ("b168_ctl_letta_parkrun_run_director_who_label.py", "Letta core memory block (stand-in), turn spans",
     "none; label 'Steve, the event director' (memory: 2039-04-12T20:15 RD for the day will be me obviously; 3/5 "
     "calf's better so I'm running it in the Batman suit, Claire's RD-ing on the day, I'll just do the speech)",
     "AnnotationError", None, None),
    ("b168_ctl_evermemos_hospice_walk_entry_sum_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '£24' (memory: 2039-03-14 £15 each or £12 if in by the end of april; 2039-04-22 2 of my book club "
     "signed up, £24 for the pair; 2039-05-03 that's april gone, it's the full £15 from here)",
     "AnnotationError", None, None),
]
BATCH169 = [
    ("b169_mem0_ceilidh_caller_who_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Alison's Weds 7 Mar note (Morag's hip op has come thro for the 20th so she's out, her pal Duncan "
     "from Kelso's going to call; band in 6ish, 2 x 13amp; raffle prizes to Sheila's) keeps the band and raffle lines "
     "and drops Morag out / Duncan calling; 'who's calling on sat?' (Duncan) gets Morag", "ExtractionError",
     "mem0.extract", "omitted_at_extraction"),
    ("b169_chroma_netball_court_place_scope.py", "chroma query where team=hornets, script style",
     "Kerry's 22.5. league message, filed under league (courts 1 + 2 being resurfaced, 6.30 + 7.20 games over to St "
     "Bede's school courts on Mill Lane) is left out by the team's own scope; the Hornets' 2040-04-24 note (leisure "
     "centre, courts 1-3) is in; 'which court are we on tmrw? 7.20 v the Falcons' (St Bede's, Mill Lane) gets the "
     "leisure centre", "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b169_qdrant_flower_festival_teas_sum_delete.py", "qdrant filter delete sorted=true, one root span per note",
     "Carol's clear-out of the notes ticked sorted deletes Jean's Weds 16th May note (teas SORTED, £3.50 for tea + "
     "cake now, milk + butter gone silly); Carol's 2040-03-12 note (tea + cake £3) is kept; 'how much will tea and "
     "cake be for the 4 of us?' (£14) gets £12", "DeletionError", "qdrant.delete", "deleted"),
    ("b169_langgraph_residential_coach_time_lost_update.py", "LangGraph store sync, two writers in threads",
     "the payments job puts back its stale coach record (leaves 8.30, kids there for quarter past 8) with the "
     "Fieldings booking ref, losing Dev's Mon 9/7 edit (7.30ish now, centre want us there for 10 for the safety brief, "
     "kids there for quarter past 7); 'what time do I need Maisie at the car park fri?' (quarter past 7) gets quarter "
     "past 8", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b169_langchain_open_gardens_dogs_yesno_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (committee voted - NO dogs this yr, guide dogs fine, the Hendersons' hens loose on "
     "plot 9 + the bees); the plant sale, teas, parking and loos turns stay; 'can I bring my dog? he's always on the "
     "lead' (no - guide dogs only) gets yes", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b169_letta_netball_finals_date_response.py", "Letta core memory block (stand-in), turn spans",
     "the block has finals night Tue 17th July (2040-04-20T19:30) and, from 22.5., St Bede's need the courts back on "
     "the 17th for their sports day so finals night's the weds, 18th; the model gives the 17th; 'what date's finals "
     "night?' (Weds 18th July) gets Tue 17th July", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b169_llamaindex_residential_kids_count_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has 28 kids signed up (turn 1) and Tyler + Jess pulled out (Majorca), Leah off the waiting list (turn "
     "2); the model gives the sign-up count; 'how many kids are we taking?' (27) gets 28", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH169_CONTROLS = [
    ("b169_ctl_mem0_open_gardens_list_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'plots 3, 7, 12, the Hendersons' on 9 and the community orchard' (memory: 2040-05-02T20:10 plots 3, "
     "7 (mine!), 12, the Hendersons' on 9 + the community orchard; 3/6 blight's had all my spuds, plot 7 looks like a "
     "war zone, not letting the public see that)", "AnnotationError", None, None),
    ("b169_ctl_chroma_ceilidh_howlong_label.py", "chroma query, two writers in threads",
     "none; label '4 hours - 7.30 till 11.30' (memory: 2040-02-14 ceilidh 7.30 till 11.30; Mon 12th March licence "
     "renewed but the council have cut us to 11 on saturdays, everyone out the door by 11 - last dance quarter to)",
     "AnnotationError", None, None),
    ("b169_ctl_qdrant_netball_withdrawn_why_label.py", "qdrant query, script style",
     "none; label 'they were docked points for not bringing an umpire' (memory: 15.5. Kestrels docked 3 pts, no "
     "umpire for the 2nd wk running; Tue 29th May Kestrels have had to pull out, lost their GS + GA to the uni, down "
     "to 6, results wiped)", "AnnotationError", None, None),
    ("b169_ctl_zep_flower_festival_count_label.py", "Zep facts (sync client, stand-in), turn spans",
     "none; label '24' (memory: Mon 5 March 24 arrangements - one per window (20), font, altar, pulpit + the porch; "
     "Weds 9th May scaffolding round the 2 organ windows so nothing there + MU doing the font + altar as one big "
     "piece)", "AnnotationError", None, None),
    ("b169_ctl_evermemos_residential_deposit_date_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'Fri 16th March' (memory: 2040-03-01 deposits £50 by fri 16th march; 2040-03-17 only 15 in, loads "
     "of families skint before easter, we'll hang on till after the hols - mon 23rd april is the absolute last day)",
     "AnnotationError", None, None),
]
BATCH170 = [
    ("b170_mem0_fridge_check_day_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Carol's Fri 11th note (Bev's got physio weds mornings so she's doing thurs now, 17th 24th 31st, "
     "Tom's taking weds; probe battery dead; Greggs pick up 5 from mon) keeps the probe and Greggs lines and drops "
     "the swap; 'which day am I on fridge checks this wk?' (Thursday, the 17th) gets Wednesday the 16th from the March "
     "rota", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b170_qdrant_darts_singles_time_filter.py", "qdrant query filter channel=finals, script style",
     "Kev's Tue 3rd May note, posted in the committee channel (wake in the function room till 7, pairs 7.45ish, "
     "singles final not before 9) is left out by the finals filter; Sue's 14/3 note (singles final 8 on board 1) is "
     "in; 'what time's the singles final? I'm chalking it' (9) gets 8", "RetrievalError", "qdrant.query_points",
     "filtered_by_scope"),
    ("b170_chroma_xmas_fair_grotto_free_delete.py", "chroma delete where status=done, one root span per note",
     "the PTA's clear-out of ticked-off jobs deletes Mrs Akhtar's Tue 15th Nov note (Hughes Builders paying for the "
     "selection boxes so grotto's free this yr, donations bucket; boxes delivered); the Sept note (grotto £3 a go) is "
     "kept; 'do we have to pay for the grotto?' (no - free this year) gets yes, £3 a go", "DeletionError",
     "chroma.delete", "deleted"),
    ("b170_langgraph_presentation_medals_lost_update.py", "LangGraph store sync, two writers in threads",
     "the engraving-order job puts back its stale trophies record (medals U8s-U12s = 72) with the Trophy World order, "
     "losing Gaz's Sat 11/6 edit (U7s-U12s = 84 now, the 12 U7s are coming); 'how many medals am I picking up from "
     "Trophy World?' (84) gets 72", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b170_langchain_remembrance_wreaths_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (wreaths: Legion branch, parish council, scouts + guides, 2 Y6s, the fire station, "
     "Ted for the Burma Star); the route, marshals, silence and service turns stay; 'who's laying wreaths?' (the six) "
     "gets just the Legion branch", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b170_zep_darts_prize_money_sum_response.py", "Zep facts (sync client, stand-in), turn spans",
     "the facts have singles £60 + runner up £30 (14/3), £40 from Thwaites for the pairs (22.3.) and the Legion's £20 "
     "for the highest checkout (Weds 6th April); the model leaves the checkout out; 'what's the prize money all in?' "
     "(£150) gets £130", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b170_llamaindex_xmas_fair_grotto_place_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has, in turn 2, the grotto in the library this yr, NOT the old PE store (mould), queue down the KS1 "
     "corridor; the model sends her to the PE store; 'where am I going for elf duty?' (the library) gets the old PE "
     "store", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH170_CONTROLS = [
    ("b170_ctl_mem0_presentation_presenter_who_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'the mayor, Cllr Pat Dunne' (memory: 2039-05-02T19:15 asked the mayor to hand the trophies out, "
     "she's pencilled it in; Thurs 16th June mayor's office rang, she's double booked w the Scouts' centenary do so "
     "sends her apologies, Jade Lewis has said yes to handing them out)", "AnnotationError", None, None),
    ("b170_ctl_chroma_remembrance_form_up_why_label.py", "chroma query, two writers in threads",
     "none; label 'the school yard is being resurfaced' (memory: 14/10 yard being resurfaced over half term; Tue 25th "
     "Oct High St's one way since the bus lane, closure has to run from the top, form up in the Co-op car park; 3.11. "
     "yard's done and it's lovely)", "AnnotationError", None, None),
    ("b170_ctl_qdrant_fridge_slots_short_label.py", "qdrant query, script style",
     "none; label '3' (memory: 2039-03-15T18:30 14 slots, 9 covered; 16.3. Tom thurs + fri evenings; Thu 17th that "
     "leaves us 3 short; Fri 18th Priya can't do her sat morning after all, her lad's got a cup match)",
     "AnnotationError", None, None),
    ("b170_ctl_letta_darts_room_howlong_label.py", "Letta core memory block (stand-in), turn spans",
     "none; label '5 hours' (memory: 14/3 function room 6 till 11, 5 hrs should be plenty; Tue 3rd May late licence "
     "came thru, bar's open till 12 so the room's ours till half 12, same start)", "AnnotationError", None, None),
    ("b170_ctl_evermemos_xmas_fair_raffle_time_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '5pm' (memory: 2039-11-04 raffle draw at 5, Santa pulling the tickets; 2039-11-21 Santa's off at "
     "half 4 for the Rotary float, if he's drawing it it'll have to be 4.15; Gemma: go with whatever Santa can do)",
     "AnnotationError", None, None),
]
BATCH171 = [
    ("b171_mem0_open_water_first_wave_time_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Lorraine's Weds 4th May note (sailing club regatta from 12, off the water by half 11, so 400m IN "
     "at 9.15 not 10, 1k 9.45, 2k 10.30; registration from 7.45; butties + Phil on the urn; 30 tow floats) keeps the "
     "registration, butties and tow-float lines and drops the new wave times; 'what time do I need to be in the water "
     "for the 400?' (9.15) gets 10 from the April note", "ExtractionError", "mem0.extract",
     "omitted_at_extraction"),
    ("b171_chroma_orchestra_cello_room_scope.py", "chroma query where board=rooms, one root span per notice",
     "Ray's Tue 2nd Aug notice, posted on the site board (roof leaking over M4, bucket on the piano, cellos + basses "
     "in the drama studio for sectionals rest of the week) is left out by the rooms scope; Helen's 30/7 room list "
     "(cellos + basses M4) is in; 'which room are my lot in for sectionals tmrw?' (the drama studio) gets M4",
     "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b171_qdrant_christingle_gallery_candles_delete.py", "qdrant delete ts < Advent Sunday and not pinned, script "
     "style",
     "Jean's clear-out of everything from before Advent deletes her Tue 22nd Nov note (fire officer: NO lit candles "
     "in the gallery, gallery kids get LED tealights); Rev Sam's pinned Oct plan (lit candle for every child, "
     "downstairs and the gallery) is kept; 'are the gallery lot getting lit candles too?' (no - LED tealights) gets "
     "yes", "DeletionError", "qdrant.delete", "deleted"),
    ("b171_langgraph_quiz_table_cost_lost_update.py", "LangGraph store sync, two writers in threads",
     "the food-order job puts back its stale food record (ploughman's £5 a head) with the Hilltop Farm Shop order, "
     "losing Jan's 9.11. edit (£6.50 a head now, the cheese man's put his prices up); 'how much is it all in for our "
     "table of 6 incl the ploughmans?' (£51: 6 x £2 + 6 x £6.50) gets £42", "UpdateError", "langgraph.store.put",
     "overwritten"),
    ("b171_langchain_apple_day_stalls_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (stalls on the top path: WI cakes + chutney, Bernard the bee man's honey, seed swap, "
     "Oxfam books, Keeley's face painting, the allotment society's cider); the pressing, music, parking, rain and "
     "soup turns stay; 'what stalls have we got?' (the six) gets just the juice and the soup", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b171_letta_apple_day_bottles_short_response.py", "Letta core memory block (stand-in), turn spans",
     "the block has the 400-bottle target (14/9), 120 left in the shed (22.9.) and the Home Brew Hut's 150 dropped "
     "off (Tue 27th); the model leaves the 150 out; 'how many more bottles do I need to get?' (130) gets 280",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b171_llamaindex_orchestra_concert_venue_why_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has, in turn 1, the concert moved to St Cuthbert's because the college has let the main hall for "
     "Saturday's resit exams, NOT because of numbers; the model says the hall was too small for the parents; 'why's "
     "the concert at St Cuthbert's not the college?' (the resit exams have the hall) gets numbers",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH171_CONTROLS = [
    ("b171_ctl_mem0_christingle_taper_who_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'Mr Okafor' (memory: Sun 27th Nov Mr Okafor lighting the candles from the Paschal candle w the "
     "taper, Jean on the door; Tue 6th Dec Jean: Mr Okafor's hip op's come through for fri 9th, he'll be at home w "
     "his feet up on sunday, I'll do the tapers, Dave can have the door; 2039-12-07T21:10 he'll watch on the "
     "livestream)", "AnnotationError", None, None),
    ("b171_ctl_chroma_quiz_night_date_label.py", "chroma query, two writers in threads",
     "none; label 'Fri 18th November' (memory: 2039-09-12T20:00 quiz night booked fri 18th nov; Weds 12th Oct Brown "
     "Owl's been on, Brownies have had the hall that fri since Sept for their disco, sat 19th is free so I've grabbed "
     "it, same times; 13/10 sat's better anyway, the Fox has darts on fridays)", "AnnotationError", None, None),
    ("b171_ctl_qdrant_open_water_kayak_shift_howlong_label.py", "qdrant query, script style",
     "none; label '2 hours' (memory: 2039-04-20T21:10 8 kayakers on 2 hr shifts, 9-11 and 11-1, water's open 9 till "
     "1; Weds 4th May only 5 of ours can make it, rest are at the Tees slalom, so no swapping over this yr, all 5 of "
     "us out the whole time the water's open)", "AnnotationError", None, None),
    ("b171_ctl_zep_quiz_teams_count_label.py", "Zep facts (sync client, stand-in), turn spans",
     "none; label '12' (memory: 2039-10-20 12 teams booked so far; Tue 1st Nov the Fox's lot have pulled out, "
     "landlord's got a 50th and they're all working it; 8/11 St Anne's PTA want in, 2 teams of mums)",
     "AnnotationError", None, None),
    ("b171_ctl_evermemos_apple_day_takings_sum_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '£446.50' (memory: 2039-10-01T16:05 rough count £446.50 all in - juice £212, tombola £88, cakes "
     "£146.50; 17:30 Bob: the WI's cake money's theirs tho, they said in the summer they'd keep their own takings for "
     "the hall roof fund; 18:00 Priya: oh yes so we did; Jas: soup money's in the £212 already)", "AnnotationError",
     None, None),
]
BATCH172 = [
    ("b172_mem0_coast_path_bags_time_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Pauline's Weds 11 Apr note (Lizard Luggage confirmed: bags in the Old Vic porch by 8.15 sat, van "
     "half 8; max 15kg; packed lunches £7) keeps the 15kg and packed-lunch lines and drops the pick-up time; 'what "
     "time do the bags have to be out on sat?' (by 8.15, van half 8) gets about 10 from the March 'prob 10ish' note",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b172_chroma_badminton_venue_filter.py", "chroma query where thread=tournament, script style",
     "Rob's Tue 8 May note, posted in the club-nights thread (school hall floor being resanded, no club nights w/c "
     "11th June, tourney moved to Priory Leisure Centre, 6 courts 9-5) is left out by the tournament filter; "
     "Jackie's 14/3 note (tourney at Kingsway School sports hall) is in; 'where's the tourney on sat?' (Priory "
     "Leisure Centre) gets Kingsway School's sports hall", "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b172_qdrant_shed_first_aider_delete.py", "qdrant delete where kind=apologies, one root span per note",
     "the clear-out of apologies once the minutes are typed up deletes Ron's Tue 28th Aug note (apologies for thurs, "
     "hip op on the 4th, Malcolm (ex St John's) doing first aid on the day); the 14/7 jobs note (Ron first aider as "
     "usual) is kept; 'who's first aider on sat?' (Malcolm) gets Ron", "DeletionError", "qdrant.delete", "deleted"),
    ("b172_langgraph_sports_day_events_lost_update.py", "LangGraph store sync, two writers in threads",
     "the newsletter job puts back its stale events record (flat race, egg + spoon, bean bag, sack race = 4 events) "
     "with its newsletter line, losing Mel's Weds 4th July edit (sack race out, mouldy sacks; parachute game + "
     "obstacle course in = 5 events now); 'how many events are we doing fri?' (5) gets 4", "UpdateError",
     "langgraph.store.put", "overwritten"),
    ("b172_langchain_food_fest_setup_day_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (stallholders' set-up fri 10th, 2 till 8, Mill St gate, not before 2 as the "
     "marquees go up); the parking, demos, power and sat-morning (traders in from 7 for top-ups, vans off by 9.30) "
     "turns stay; 'when can stallholders set up?' (Fri 10th, 2-8pm) gets Saturday morning, 7 till 9.30",
     "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b172_letta_coast_path_cost_sum_response.py", "Letta core memory block (stand-in), turn spans",
     "the block has Old Vic £48pp + Gull Rock £44pp (2040-03-27), Lizard Luggage £12 a head (Weds 11 Apr), Gerry's "
     "minibus £8 each (28.4.) and packed lunches £7 (not ordered); the model leaves the minibus out; 'how much do I "
     "owe you for the wknd all in? didn't get a packed lunch' (£112) gets £104", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b172_llamaindex_food_fest_stalls_diff_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has last yr 48 stalls on the green + 6 in the market hall (turn 1) and this yr 59 on the green + the "
     "market hall's 6 again, food vans counted separately (turn 2); the model subtracts only last year's green "
     "stalls; 'how many more stalls did we have than last yr?' (11) gets 17", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH172_CONTROLS = [
    ("b172_ctl_mem0_sports_day_bring_list_label.py", "mem0 infer=False, search, turn spans",
     "none; label 'a snack (fruit or rice cakes, no nuts), a named water bottle and a sun hat' (memory: "
     "2040-06-12T16:40 send in a snack for your own child, fruit or rice cakes, no nuts, + named water bottle + sun "
     "hat; Thurs 5th July Tesco in town have kindly offered to do all the snacks, so no need to send anything in for "
     "snack, still water bottle + sun hat)", "AnnotationError", None, None),
    ("b172_ctl_chroma_shed_tours_count_label.py", "chroma query, two writers in threads",
     "none; label '3' (memory: 14/7 tours of the workshop at 10, 11 + 12; Tue 21st Aug Ken's happy to squeeze one in "
     "at half 10 n all, that's when the crowd was; 2040-09-01 grand, half 10 it is, on the board)",
     "AnnotationError", None, None),
    ("b172_ctl_qdrant_food_fest_parking_free_label.py", "qdrant query, script style",
     "none; label 'no - £5 all day in the Mill St car park' (memory: 2040-05-14 Mill St car park £5 all day, stewards "
     "taking cash; Tue 24th July the Rotary are covering the car park both days, nobody pays on Mill St, stewards "
     "will just wave people in)", "AnnotationError", None, None),
    ("b172_ctl_zep_badminton_start_why_label.py", "Zep facts (sync client, stand-in), turn spans",
     "none; label 'the hall has a kids' party in it till half 10' (memory: 14/3 9.30 start; 2040-04-20T20:05 kids' "
     "party in the hall till half 10, not on court till 11; Weds 9 May party's gone to the sunday in the end but keep "
     "the 11 start, half the ladies' team are doing the Race for Life and would never make a 9.30)",
     "AnnotationError", None, None),
    ("b172_ctl_evermemos_coast_path_sunday_howlong_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'about 3 hours' (memory: 2040-03-27 sun Cadgwith -> Coverack 7ish mi, about 3 hrs at our pace, "
     "minibus for 2; 2040-05-02 Jan's recce: path shut past Black Head (landslip), diversion inland adds a good "
     "couple of miles, took 4 and a half hrs w a lunch stop; Pauline: half 3 for the minibus then)",
     "AnnotationError", None, None),
]
BATCH173 = [
    ("b173_mem0_panto_dress_rehearsal_day_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Bev's Weds 9 Jan note (hall double booked thurs 17th, WI quiz, so dress is TUES 15th 7pm sharp, "
     "full costume + make up, Sandra doing photos; tech run still sun 13th 2-6) keeps the costume/photos and tech-run "
     "lines and drops the new dress day; 'when's the dress rehersal again??' (Tue 15th Jan, 7pm) gets Thursday 17th "
     "from the November note", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b173_chroma_rugby_u9_pitch_scope.py", "chroma query where age_group in [u9, all], one root span per note",
     "Dave's Tue 16th Apr note, tagged u10 as it's mostly about his lot (u10s stay on 3, pitch 2's drainage shocking, "
     "u9s going on 4, back field by the cricket nets) is left out by the age-group filter; Kev's 14/3 pitch plan "
     "(u9s on 2) is in; 'which pitch are our under 9s on?' (pitch 4) gets pitch 2", "RetrievalError",
     "chroma.query", "filtered_by_scope"),
    ("b173_qdrant_scouts_checkpoints_delete.py", "qdrant delete where kind=recce, script style",
     "the clear-out of recce notes once the mileage claim's in deletes Akela's Sun 10th June note (ford at CP4 way "
     "over the stepping stones, district binned CP4, footbridge instead, 5 checkpoints now); the 2040-05-20 briefing "
     "(6 checkpoints) is kept; 'how many checkpoints do we have to get stamped?' (5) gets 6", "DeletionError",
     "qdrant.delete", "deleted"),
    ("b173_langgraph_fair_dog_show_classes_lost_update.py", "LangGraph store sync, two writers in threads",
     "the rosettes job puts back its stale dog-show record (waggiest tail, prettiest bitch, best rescue, dog most like "
     "its owner) with its rosette-order line, losing Margaret's Tue 19th June edit (prettiest bitch gone after "
     "complaints; fancy dress + best veteran 8yrs+ in); 'what are the classes for the dog show this year?' (5 classes, "
     "fancy dress and best veteran in) gets the old 4", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b173_langchain_library_magician_howlong_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (Marvo the Magnificent, 45 min show 2.15 till 3, set up from 1.45); the "
     "certificates, room, refreshments and running-order (doors 2, certificates 3 till half 3) turns stay; 'how long "
     "is the magician on for?' (45 minutes) gets about an hour, 2 till 3", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b173_zep_rugby_float_sum_response.py", "Zep facts (sync client, stand-in), turn spans",
     "the facts have gate £50 + burger bar £80 (14/3), no raffle float (22.3.), tuck shop £30 in change (Tue 2nd "
     "Apr) and no bar float, all on the card machine (2041-04-20); the model leaves the tuck shop out; 'how much "
     "float do I need to get out of the bank for sunday?' (£160) gets £130", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b173_llamaindex_panto_matinee_seats_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the chat has sat matinee 96 sold, sat night SOLD OUT (120) (turn 1) and the hall's 120 max with 14 held for cast "
     "families at the sat matinee only (turn 2); the model answers from the evening's sell-out; 'is there anything "
     "left for the sat matinee? my neighbour wants 4' (yes, 10 left) gets no, Saturday's sold out", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH173_CONTROLS = [
    ("b173_ctl_mem0_scouts_minibus_time_label.py", "mem0 infer=False, search, one root span per note",
     "none; label '6.15 - the minibus leaves the hut at 6.15 sharp' (memory: 2040-05-20T20:30 8am start, kit check "
     "7.30, minibus from the hut 6.15 SHARP; Tue 5th June district letting us off in waves this yr, ours are 9.10 + "
     "9.20, no need to be up at silly o'clock, minibus can go from the hut 7.30ish)", "AnnotationError", None, None),
    ("b173_ctl_chroma_fair_dog_judge_label.py", "chroma query, two writers in threads",
     "none; label 'Mrs Patel from Parkside Vets' (memory: 12/5 judge is Mrs Patel from Parkside Vets as usual; Tue "
     "19th June Mrs Patel's on call that wknd so she's asked Tom Briggs, the new young vet at Parkside, to do it "
     "instead; she'll pop by for the rosettes at 3.30)", "AnnotationError", None, None),
    ("b173_ctl_qdrant_panto_tickets_diff_label.py", "qdrant query, script style",
     "none; label '45 more' (memory: 2041-01-21T21:00 412 tickets over the 4 shows, that's 45 up on last yr's "
     "Cinderella (367); Weds 23 Jan ah ignore the 412, I'd put the 14 cast family comps in twice, so it's 398 really)",
     "AnnotationError", None, None),
    ("b173_ctl_letta_library_upstairs_why_label.py", "Letta core memory block (stand-in), turn spans",
     "none; label 'the children's library is getting new carpet that week' (memory: 14/8 finale in the children's "
     "library as usual; Tue 28th Aug moving upstairs as the children's library's getting its new carpet; "
     "2040-09-02T11:30 carpet pushed back to october but staying upstairs anyway, 142 finishers, downstairs only "
     "takes 60 on the fire cert, community room holds 150)", "AnnotationError", None, None),
    ("b173_ctl_evermemos_rugby_parking_place_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'the school field next door, in off Mill Lane' (memory: 2041-03-14 parking on the school field next "
     "door, in off Mill Lane; 2041-04-16 Mill Lane school have their own fete that sunday so no field, Hare + Hounds "
     "car park + the paddock behind, 5 min walk; 2041-04-17 minibuses + blue badges drop off at the clubhouse)",
     "AnnotationError", None, None),
]
BATCH174 = [
    ("b174_mem0_audax_bishops_castle_control_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Gareth's Weds 4 Apr note (Poppy's can't open that sat, family wedding, so the Bishop's Castle "
     "control is the Co-op on Church St now, get a receipt; 61 entries, cap 80; beans on toast £3) keeps the entries "
     "and beans-on-toast lines and drops the control's move; 'where do we stop in Bishop's Castle?' (the Co-op on "
     "Church St) gets Poppy's tearoom from the Feb note", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b174_qdrant_bowls_finals_umpire_filter.py", "qdrant query filtered board=finals day, one root span per note",
     "Ken's 2040-08-06 committee note (new mower; Derek's knee op on the 21st so he's out, Joan Pritchard from Ludlow "
     "BC will umpire) is left out by the finals-day filter; Brenda's 14/6 note (umpire Derek as usual) is in; 'who's "
     "umpiring on finals day?' (Joan Pritchard) gets Derek", "RetrievalError", "qdrant.query_points",
     "filtered_by_scope"),
    ("b174_chroma_charity_shop_till_swap_delete.py", "chroma delete where kind=swap, script style",
     "Monday's clear-out of the swap requests deletes Maureen's Weds 13/6 note (can she do sat on the tills instead "
     "of fri, grandson's sports day; Ken doesn't mind doing fri); the 2/6 rota note (tills fri Maureen + Bev, sat Ken "
     "+ Bev) is kept; 'which day am I on the tills with Maureen?' (Sat 23rd) gets Fri 22nd", "DeletionError",
     "chroma.delete", "deleted"),
    ("b174_langgraph_carnival_route_lost_update.py", "LangGraph store sync, two writers in threads",
     "the road-signs job puts back its stale route record (... Market Sq -> Bridge St -> Riverside Park) with its "
     "signs line, losing Carol's Tue 19th June edit (Bridge St dug up for the gas main, so left down Mill Lane + "
     "along Canal Walk into the park); 'which streets are we going down?' (Station Rd, High St, Market Sq, Mill Lane, "
     "Canal Walk) gets the Bridge St route", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b174_langchain_leavers_assembly_doors_time_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (assembly fri 20th 9.15 in the big hall, parents in from 9, not before, doors "
     "locked till the register's done); the songs, slideshow, hoodies and rest-of-the-day (tea + cake half 10, shirt "
     "signing 1.30) turns stay; 'what time do parents need to be there for the assembly?' (from 9) gets half 10",
     "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b174_zep_charity_shop_takings_sum_response.py", "Zep facts (sync client, stand-in), turn spans",
     "the facts have fri tills £1,246.50, sat tills £1,580.20 and the books table's cash tin, not through the tills, "
     "£212; the model leaves the books tin out; 'how much did the summer sale make all in?' (£3,038.70) gets "
     "£2,826.70", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b174_llamaindex_leavers_hoodies_yesno_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has the hoodies ordered 16th may (8-10 wks) and, Tue 10th July, arrived, handing them out thurs 19th "
     "so they can wear them for the assembly; the model goes by the lead time; 'will he have his hoodie before the "
     "assembly?' (yes) gets probably not", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH174_CONTROLS = [
    ("b174_ctl_mem0_leavers_songs_count_label.py", "mem0 infer=False, search, script style",
     "none; label '4 - Lean on Me, Count on Me, Proud and The Climb' (memory: 2040-05-11T15:45 4 songs: Lean on Me, "
     "Count on Me, Proud + The Climb; Tue 12th June Mr Hughes: the high bits of Lean on Me are beyond them, we'll "
     "leave that one + put the time into the other three)", "AnnotationError", None, None),
    ("b174_ctl_chroma_bowls_buffet_price_label.py", "chroma query, two writers in threads",
     "none; label '£8 a head' (memory: Tue 24th July buffet from the Greyhound £8 a head but the club's putting £2 in "
     "for members so it's £6 to you lot, guests pay the full whack; asked by Ray, a member)", "AnnotationError",
     None, None),
    ("b174_ctl_qdrant_carnival_scouts_why_label.py", "qdrant query, one root span per note",
     "none; label 'their trailer failed its MOT' (memory: 22.3. Scouts' trailer failed its MOT; Tue 24th Apr they've "
     "borrowed Dave Pugh's flatbed so that's sorted, but carnival wknd's the same as their county camp at Kingswood "
     "so they won't be here anyway)", "AnnotationError", None, None),
    ("b174_ctl_letta_bowls_triples_diff_label.py", "Letta core memory block (stand-in), script style",
     "none; label '4 more - 12 teams against last year's 8' (memory: 14/6 12 teams entered, 4 up on last yr's 8; "
     "2040-08-01T20:30 Fred's hip's gone again, his two won't play without him so they're out of the draw)",
     "AnnotationError", None, None),
    ("b174_ctl_evermemos_audax_route_distance_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '200k' (memory: 2040-02-03 Wrekin Wanderer 200 sat 19th may; 2040-04-22 Dave: Clun road's shut for "
     "the bridge, diversion via Newcastle-on-Clun, GPX comes out at 211k now; Gareth: AUK fine w it, it's over 200 "
     "so still counts)", "AnnotationError", None, None),
]
BATCH175 = [
    ("b175_mem0_canal_lock12_day_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Keith's Weds 4 Sept note (CRT have shifted the stoppage back a day, so lock 12 is SUN 22nd now, "
     "same time + place; Pete's got the new petrol strimmer; bring your own lunch, the Boat's not doing food till oct) "
     "keeps the strimmer and lunch lines and drops the new day; 'which day is it we're doing lock 12?' (Sun 22nd "
     "Sept) gets Sat 21st from the August note", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b175_qdrant_harvest_supper_setup_time_filter.py", "qdrant query filtered board=harvest supper, one root span "
     "per note",
     "Linda's 2041-09-30T18:20 hall-bookings note (the Zumba lot have the main hall 2 till half 4 on the 12th, so the "
     "supper can't get in to set up till quarter to 5; new hearing loop) is left out by the harvest-supper filter; "
     "Janet's 14/9 note (tables up + laid from 3) is in; 'what time can we get in on sat to put the tables up?' "
     "(quarter to 5) gets from 3", "RetrievalError", "qdrant.query_points", "filtered_by_scope"),
    ("b175_chroma_toddler_party_presents_delete.py", "chroma delete where status=done, script style",
     "Kirsty's tidy-up of the ticked-off jobs deletes Gemma's Thu 28th Nov note (3 new starters, the Okafor twins + "
     "baby Ollie, so 27 presents not 24; got the extra 3 already ✅); the 14/11 plan note (presents: 24 on the "
     "register, £4 each) is kept; 'how many presents are going in Santa's sack?' (27) gets 24", "DeletionError",
     "chroma.delete", "deleted"),
    ("b175_langgraph_tennis_camp_kit_list_lost_update.py", "LangGraph store sync, two writers in threads",
     "the court-booking job puts back its stale 'day' record (bring: racket, water bottle, sun cream, hat, packed "
     "lunch + a snack) with its courts line, losing Hannah's Tue 9th July edit (Sue's doing lunches in the clubhouse, "
     "£4.50 a day, so NO packed lunch, just a snack for 11, named bottle); 'what do they need to bring each day?' "
     "(racket, named bottle, sun cream, hat, a snack) gets the list with a packed lunch", "UpdateError",
     "langgraph.store.put", "overwritten"),
    ("b175_langchain_bellringers_lunch_pub_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (lunch booked at the Fighting Cocks in Stottesdon, 12.45, table for 22); the coach, "
     "towers, Highley church-room tea and money turns stay; 'where are we having lunch?' (the Fighting Cocks at "
     "Stottesdon) gets Highley church room", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b175_letta_harvest_supper_tickets_sum_response.py", "Letta core memory block (stand-in), script style",
     "the block has tickets £12, under 12s half price, under 5s free (they can share mum's plate); the model charges "
     "4-year-old Sam the half price; 'how much do I owe you for me, Jim and the two grandchildren? Ellie's 9 and "
     "Sam's 4' (£30) gets £36", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b175_llamaindex_canal_stoppage_length_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has CRT's notice (lock 12 shut 8am mon 16th sept, reopens 4pm fri 27th) and, Tue 24th Sept, CRT adding "
     "a wk (brickwork worse than they thought), reopening fri 4th oct now; the model goes by the notice; 'how long's "
     "lock 12 shut for all told?' (nearly three weeks, to Fri 4th Oct) gets 12 days, till Fri 27th", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH175_CONTROLS = [
    ("b175_ctl_mem0_tennis_camp_friday_pickup_label.py", "mem0 infer=False, search, script style",
     "none; label '3 o'clock' (memory: 14/6 camp 9 till 3 every day, pick up from the clubhouse; Tue 23rd July fri's "
     "finals day, mini tourney + the presentation after, parents welcome to watch from half 3, it'll all be done by 4 "
     "so come for them then)", "AnnotationError", None, None),
    ("b175_ctl_chroma_bellringers_lunch_cash_label.py", "chroma query, two writers in threads",
     "none; label 'yes - £14.50 for the roast, pay on the day' (memory: 2041-08-20T19:30 Jean roast's £14.50, pay on "
     "the day; Tue 17th Sept Margaret: easier for the landlord if we settle up in one go so I've put the £14.50 on "
     "with the coach money, £30.50 each, had it off everyone bar Ted; asked by Ruth, who has paid)",
     "AnnotationError", None, None),
    ("b175_ctl_qdrant_toddler_santa_engine_why_label.py", "qdrant query, one root span per note",
     "none; label 'the fire engine's in for its service' (memory: 22.11. engine's in for its service w/c 9th dec but "
     "they'll have it back by the 16th; Tue 10th Dec watch manager rang, county have said no more community visits "
     "on the engines this yr, so Santa's coming on Derek's vintage tractor)", "AnnotationError", None, None),
    ("b175_ctl_zep_harvest_supper_tickets_left_label.py", "Zep facts (sync client, stand-in), turn spans",
     "none; label '16' (memory: 2041-10-05T10:00 64 tickets gone, 16 left; Tue 8th Oct Sheila: the Pritchards have "
     "all come down with covid, that's their 6, could they go back on sale; Janet: yes I'll pop their 6 back on the "
     "list)", "AnnotationError", None, None),
    ("b175_ctl_evermemos_canal_tool_trailer_who_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'Pete' (memory: 2041-09-04 Keith: Pete's bringing the tool trailer as usual; 2041-09-18 Pete: "
     "clutch has gone on the van, at Dave's garage till tues, can anyone w a towbar grab the trailer from the yard; "
     "Alan: got a towbar now, I'll pick the trailer up sat teatime)", "AnnotationError", None, None),
]
BATCH176 = [
    ("b176_mem0_repair_cafe_cake_time_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Linda's Tue 20th May note (the mayor's got a council thing at 12 so can only do 11.30-12, cake at "
     "half 11 then; Priya's lemon drizzle + choc cake; Tom's urn + 2 doz mugs) keeps the cakes and urn lines and drops "
     "the new time; 'what time's the cake being cut?' (half 11) gets 12 from the April note", "ExtractionError",
     "mem0.extract", "omitted_at_extraction"),
    ("b176_chroma_sixes_final_pitch_filter.py", "chroma query where board=fixtures, one root span per note",
     "Dave the groundsman's 2042-07-08 note on the ground board (league moved the Shifnal game to the sat, square's "
     "cut + rolled, sixes final on the lower ground, pitch 2) is left out by the fixtures filter; Steve's 3/5 note "
     "(final on the main square at 5.30) is in; 'which pitch is the final on?' (the lower ground, pitch 2) gets the "
     "main square", "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b176_qdrant_xmas_lights_gazebo_day_delete.py", "qdrant delete filter kind=query, script style",
     "Monday's clear-out of the stallholders' queries deletes Jan's Tue 18th Nov query with Claire's answer (crane for "
     "the star on the High St from 7am sat, nobody can drive in, set up the day before - fri 28th evening, 6-9); the "
     "3/10 plan (stallholders set up on the day from 10am) is kept; 'what day do I set my gazebo up?' (Fri 28th, 6-9) "
     "gets Sat 29th from 10am", "DeletionError", "qdrant.delete", "deleted"),
    ("b176_langgraph_prom_coach_stops_lost_update.py", "LangGraph store sync, two writers in threads",
     "the prom-fund job puts back its stale transport record (coach from school car park 6.30) with its paid-for "
     "line, losing Mr Ahmed's Mon 9th June edit (3 stops now: school car park 6.15, Wellington bus station 6.30, the "
     "big Tesco at Hadley 6.40); 'which stops is the coach picking up at?' (all three) gets just the school car park",
     "UpdateError", "langgraph.store.put", "overwritten"),
    ("b176_langchain_choir_concert_length_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (concert sat 12th july at St Chad's, 7.30 start, done by half 9ish, 20 min interval "
     "w wine + the raffle); the songs ('about 50 mins singing all in'), tickets, dress and rehearsal turns stay; "
     "'how long's the concert?' (about 2 hrs, 7.30 till half 9ish) gets about 50 minutes", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b176_letta_sixes_juniors_sum_response.py", "Letta core memory block (stand-in), script style",
     "the block has the entries £640, the bar profit £1,150 (of £2,310 taken) and the raffle £186 (the signed "
     "Shropshire shirt), all for the juniors' tour, and balls + trophies £210 out of club funds; the model leaves the "
     "raffle out; 'how much did the day make for the juniors' tour all in?' (£1,976) gets £1,790", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b176_llamaindex_prom_plus_one_yesno_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has Tue 13th May no outside guests this yr and, 2042-05-29, SLT have come round on plus ones (16+, name "
     "on the form by fri 13th june, Mrs Davies OKs them, same £45); the model goes by the May line; 'can he bring his "
     "girlfriend? she's at Charlton, she's 16' (yes, if on the form by the 13th) gets no", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH176_CONTROLS = [
    ("b176_ctl_mem0_choir_accompanist_who_label.py", "mem0 infer=False, search, one root span per note",
     "none; label 'Helen' (memory: 2042-04-14 Helen on piano as always, Rob conducting; Tue 24th June Helen's come off "
     "her bike + done her wrist, in plaster 6 wks, Martin from St Mary's has said he'll step in; Weds 2/7 Martin came "
     "to rehearsal)", "AnnotationError", None, None),
    ("b176_ctl_chroma_xmas_lights_stalls_count_label.py", "chroma query, two writers in threads",
     "none; label '36' (memory: 14/11 stalls all in, 36 booked incl the WI cakes + the hog roast; Fri 21st Nov the "
     "mulled wine fella from Ellesmere rang, his van's died + he can't get a hire one for the sat so he's not coming)",
     "AnnotationError", None, None),
    ("b176_ctl_qdrant_sixes_bar_close_why_label.py", "qdrant query, script style",
     "none; label 'the council wouldn't extend the licence - the neighbours complained about the noise' (memory: 14/6 "
     "the council might not give us the extension, neighbours complained last yr; Tue 1st July licence came thru fine "
     "BUT Jo + Kev are the only ones w the personal licence + both off to a wedding do at 7.30 so bar shuts at 7)",
     "AnnotationError", None, None),
    ("b176_ctl_evermemos_repair_cafe_slots_diff_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'none - it's 6 over, there's a waiting list' (memory: 2042-05-06 8 fixers so 40 repair slots, 5 "
     "each; 2042-06-02 46 booked, that's 6 over, waiting list started; 2042-06-04 Dev: me + Sam can both come; Linda: "
     "that's 10 more slots then, everyone off the waiting list's in, opening the eventbrite back up)",
     "AnnotationError", None, None),
    ("b176_ctl_zep_prom_pay_deadline_label.py", "Zep facts (sync client, stand-in), one root span per post",
     "none; label 'Fri 28th March' (memory: 3/3 tickets on ParentPay, £45, pay by fri 28th march; Tue 25th March 61 "
     "still not paid, waiting on payday + Easter, Mrs Davies squared it w Hawkstone so we've given them till after "
     "Easter - fri 25th april, absolute last day)", "AnnotationError", None, None),
]
BATCH177 = [
    ("b177_mem0_village_hall_photographer_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Margaret's 22.5. note (Gareth's daughter's wedding got moved to the 13th so he can't do it, Sian "
     "from the Shrewsbury Chronicle doing the photos instead, group one still at 3; the WI's 200 scones; Bert's "
     "marquee) keeps the scones and marquee lines and drops the new photographer; 'who's doing the photos on the "
     "day?' (Sian from the Chronicle) gets Gareth from the camera club", "ExtractionError", "mem0.extract",
     "omitted_at_extraction"),
    ("b177_qdrant_foodbank_collection_time_filter.py",
     "qdrant query_points filter team=drivers, one root span per note",
     "Mo's Weds 9 Dec warehouse note (roofers on unit 4 from 11 on the 19th, shutters down, drivers loaded + away by "
     "11, collection's 8.30 now not 10) is left out by the drivers filter; Phil's 14/11 note (collect from the "
     "warehouse at 10) is in; 'what time do I need to be at the warehouse on sat?' (8.30) gets 10", "RetrievalError",
     "qdrant.query_points", "filtered_by_scope"),
    ("b177_chroma_nativity_stable_place_delete.py", "chroma delete where kind=job and status=done, script style",
     "Friday's tidy-up of ticked-off jobs deletes Pete's 'ring the Co-op re the stable - DONE Tue 1st Dec' note (the "
     "stable's going in the Co-op car park this yr, not the churchyard - tower's in scaffolding, the insurers won't "
     "have everyone under it); the 3/11 plan (stable in the churchyard) is kept; 'which place is the stable this yr?' "
     "(the Co-op car park) gets the churchyard", "DeletionError", "chroma.delete", "deleted"),
    ("b177_langgraph_photo_hanging_list_lost_update.py", "LangGraph store sync, two writers in threads",
     "the catalogue job puts back its stale hanging record (prints framed w picture wire, a hammer + panel pins) with "
     "its labels line, losing Mike's Tue 20/10 edit (no pins or nails in the library's new panels, rail system: 2 "
     "D-rings, 2 S-hooks + 20lb fishing line per print, a spirit level, white cotton gloves, no hammers); 'what do I "
     "need to bring on sat for the hanging?' (the rail list) gets the hammer and panel pins", "UpdateError",
     "langgraph.store.put", "overwritten"),
    ("b177_langchain_football_match_length_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (games are 2 x 8 mins, no half time just swap ends, 3 min gap between games); the "
     "pitches ('25 min slots on the sheet'), medals, teams and food turns stay; 'how long are the games?' (16 mins, 2 "
     "x 8) gets 25 minutes", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b177_zep_foodbank_hampers_left_response.py", "Zep facts (sync client, stand-in), script style",
     "the facts have the referrals' final number 262, Sat 12th's 158 hampers and Mo's 2043-12-13T13:20 'sunday's lot "
     "did 71 more hampers'; the model leaves Sunday out; 'how many hampers have we still got to pack?' (33 = 262 - "
     "158 - 71) gets 104", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b177_llamaindex_photo_opening_night_day_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has the opening night fri 6th nov 7-9 and, 2043-10-19T20:10, the library double-booked the fri w their "
     "quiz night so opening's thurs 5th now, same 7-9; the model goes by the first line; 'what day's the opening "
     "night?' (Thurs 5th Nov) gets Fri 6th Nov", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH177_CONTROLS = [
    ("b177_ctl_mem0_village_hall_takings_sum_label.py", "mem0 infer=False, search, one root span per note",
     "none; label '£456' (memory: Sat 13th June first count on the night £456 all in - cake stall £212, teas £148, "
     "raffle £96; Tue 16th Jean rang, she'd left the £40 float in the cake tin, so that's 40 less off the cake stall, "
     "she's mortified bless her)", "AnnotationError", None, None),
    ("b177_ctl_chroma_football_teams_count_label.py", "chroma query, two writers in threads",
     "none; label '31' (memory: Weds 8 Apr all full, 32 teams, waiting list started (Ludlow Ladies U12 + Newport U10); "
     "Fri 8th May Wem U10s have had to pull out, chickenpox, so that's 31; 16th may rang round the waiting list, "
     "Newport U10 jumped at it, fixtures redone)", "AnnotationError", None, None),
    ("b177_ctl_qdrant_nativity_start_why_label.py", "qdrant query, script style",
     "none; label 'the churchyard path was still dug up for the drains' (memory: 2/11 might have to start from the "
     "school if the drains men haven't finished the churchyard path; 2043-12-04T16:30 path's done, lovely job, BUT the "
     "big yew came down in sunday's storm across the lychgate, churchyard taped off till january, so we start from "
     "the school after all)", "AnnotationError", None, None),
    ("b177_ctl_evermemos_photo_late_entry_yesno_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'yes, too late - entries closed on Sat 24th October' (memory: 2043-09-28 entries close sat 24th oct; "
     "2043-10-25 entries closed, 38 prints in; 2043-10-26 Mike: the new rail takes 50 easy, it'll look a bit thin w "
     "38; 2043-10-27 Sue: if anyone's got something mounted + ready by hanging sat (31st) bring it on the day, £5 as "
     "usual)", "AnnotationError", None, None),
    ("b177_ctl_letta_foodbank_van_driver_who_label.py", "Letta core memory block (stand-in), one root span per update",
     "none; label 'Dave' (memory: 14/11 Dave's doing the Luton as usual; Weds 2/12 Dave's had his cataract done, no "
     "driving for 4 wks, doctor's orders; 2043-12-07T18:05 Marj's son Kieran says he'll do the Luton, on the "
     "insurance now, Dave's coming along to do the map reading)", "AnnotationError", None, None),
]
BATCH178 = [
    ("b178_mem0_darts_boards_count_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Gaz's Weds 22/4 note (the Legion are lending us their 2 boards + stands, so 6 on the night - 2 in "
     "the bar as well as the 4 in the back; oche tape; raffle prizes so far) turns the loan round ('the Legion are "
     "borrowing 2 of the club's boards') and keeps the oche tape and raffle lines; 'how many boards we got on the "
     "night?' (6) gets 2", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b178_chroma_half_water_station_topk.py", "chroma query n_results=2, one root span per note",
     "Kev's Tue 21st Apr note (St Pat's have a funeral on the sun morning, so the 1st water station goes by the bus "
     "shelter outside the Co-op on Mill Lane, Sue's ok'd the outside tap) ranks 3rd for the question and the top-2 "
     "query leaves it out; the 9/3 note (1st at 4 miles outside St Patrick's) is in; 'where's the first water "
     "station?' (by the Co-op on Mill Lane) gets outside St Patrick's", "RetrievalError", "chroma.query",
     "filtered_by_scope"),
    ("b178_qdrant_science_fair_head_judge_delete.py", "qdrant delete filter status=done, one root span per note",
     "Fri 13/3's tidy-up of ticked-off jobs deletes the Weds 11th one with what came of it (Dr Hughes from Harper "
     "Adams said yes - head judge, KS2 + the Ketley Cup; Mr Pryce just KS1 this yr); the 9/3 note (Mr Pryce head "
     "judge as always) is kept; 'who's head judge this yr?' (Dr Hughes) gets Mr Pryce", "DeletionError",
     "qdrant.delete", "deleted"),
    ("b178_langgraph_orchard_walk_stops_lost_update.py", "LangGraph store sync, two writers in threads",
     "the leaflet job puts back its stale route record (gate, old Bramley, the pond, cider apple row, barn) with its "
     "printed line, losing Rosie's Sat 18th April edit (pond path's under water, so gate, perry pear avenue, the "
     "beehives, new plum row, barn); 'what are the stops on the walk now?' (the new five) gets the old route",
     "UpdateError", "langgraph.store.put", "overwritten"),
    ("b178_langchain_dementia_choir_date_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (concert tue 21st april, 2pm at Castle Methodist - not the 14th, the hall's got the "
     "blood donors in); the songs, the run-through at Oakwood tues 14th at 11, transport and tea helpers turns stay; "
     "'what date's the concert?' (Tue 21st April) gets Tuesday 14th", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b178_zep_half_marshals_short_response.py", "Zep facts (sync client, stand-in), one root span per post",
     "the facts have 42 marshals needed (risk assessment), 30 signed up (8.4.) and the Harriers sending 8 of theirs "
     "(Tue 21st Apr, 'that's them sorted'); the model leaves the Harriers out; 'how many more marshals do we still "
     "need?' (4) gets 12", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b178_llamaindex_orchard_walk_length_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has the walk 'about an hour round' (turn 1) and, 2042-04-14T19:05, Keith's bee talk at the hives on "
     "the way round now, 20 mins or so, so 'more like an hour 20 before teas'; the model goes by turn 1; 'how long's "
     "the walk?' (about an hour 20) gets about an hour", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH178_CONTROLS = [
    ("b178_ctl_mem0_science_fair_projects_in_label.py", "mem0 infer=False, search, one root span per note",
     "none; label 'Fri 20th March' (memory: 2042-02-27 letter home, projects in by fri 20th march; Mon 16/3 hall "
     "floor's getting re-varnished this week so nowhere to keep them, kids can just bring their projects in on the "
     "morning of the fair, tue 24th, straight onto their table)", "AnnotationError", None, None),
    ("b178_ctl_chroma_orchard_dogs_yesno_label.py", "chroma query, two writers in threads",
     "none; label 'no - the sheep are in the orchard' (memory: 2042-03-20 sorry no dogs this yr, Tom's ewes + lambs "
     "are in the orchard; Tue 14/4 Tom: lambs went back up to the top field sat, orchard's empty now, fine by me for "
     "dogs on leads; 15.4. Rosie: dogs on leads then, just not in the barn for the teas)", "AnnotationError", None,
     None),
    ("b178_ctl_qdrant_choir_venue_why_label.py", "qdrant query, script style",
     "none; label 'St Mary's has the toddler group in on Tuesdays' (memory: 12/2 vicar says tuesdays are fine from 1, "
     "the toddler group's in till 12, so no problem for a 2pm start; Weds 4th March 3 steps at the front + no ramp, "
     "loo's right up past the altar, no good for the wheelchairs, Castle Methodist is all on the flat + has a hearing "
     "loop so we're going there)", "AnnotationError", None, None),
    ("b178_ctl_letta_darts_hospice_sum_label.py", "Letta core memory block (stand-in), script style",
     "none; label '£549' (memory: Sun 17/5 Gaz: £549 on the night - raffle £312, Stevie's signed board £150 in the "
     "auction, buffet tin £87; Tue 19th Bev: the £150's not coming, the fella who won the board went off before the "
     "end + the number he gave's dead)", "AnnotationError", None, None),
    ("b178_ctl_evermemos_half_start_time_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '9.30' (memory: 2042-03-01 kids' fun run 8.45, the half goes off 9.30; 2042-04-28 park + ride "
     "buses can't get thru Haybridge Rd till 9.40 w the roadworks, so we're holding the half back half an hour, 10 "
     "o'clock, fun run still 8.45)", "AnnotationError", None, None),
]
BATCH179 = [
    ("b179_mem0_valentines_supper_sum_extract.py", "mem0 infer=True (scripted model), script style, 3 notes",
     "extraction of Carol's Thu 22/1 note (Brenda's pulled out, Golden Fry want £7 a head so it can't stay in the "
     "ticket - tickets £9 now, supper £7 extra; Ann on posters) folds the supper back in ('Tickets are now £9 "
     "including a fish and chip supper') and keeps the Brenda and posters lines; 'how much for me + Jim with the "
     "supper?' (£32) gets £18", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b179_chroma_funday_walking_hockey_pitch_filter.py", "chroma query where topic=games, one root span per note",
     "Mick's Tue 2nd June note (pitch 2's being re-carpeted, walking hockey + parents v kids on pitch 3, the sand one "
     "by the car park) is filed under topic 'pitches' and the games-filtered query never sees it; the 14/3 games note "
     "(walking hockey on pitch 2 at 11) is in; 'which pitch is the walking hockey on?' (pitch 3) gets pitch 2",
     "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b179_qdrant_advent_wreath_start_time_delete.py", "qdrant delete filter kind=notice + read-out sheets, one root "
     "span per note",
     "Mon 23/11's clear-out of last week's notice-sheet lines deletes the one for Sun 22nd (workshop now starts 1.30pm "
     "not 10, the Christingle rehearsal's got the hall all morning); the plan note (10am-12.30) is kept; 'what time's "
     "the wreath workshop sat?' (1.30pm) gets 10am", "DeletionError", "qdrant.delete", "deleted"),
    ("b179_langgraph_awards_u11_trophies_lost_update.py", "LangGraph store sync, two writers in threads",
     "the engraving job puts back its stale U11s record (players' player, manager's player, top scorer, most "
     "improved) with its engraving line, losing Lee's Tue 2nd June edit (no top scorer under 12s; players' player, "
     "manager's player, golden glove for Alfie, clubman of the year for Josh); 'what trophies are the U11s getting?' "
     "gets the old four", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b179_langchain_wi_centenary_speaker_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (Lady Corbet can't now, her hip, so Dr Anne Mellor from the county fed gives the "
     "main talk); the menu, seating, Joan's welcome + toast and photo display turns stay; 'who's giving the main "
     "talk?' (Dr Anne Mellor) gets Joan", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b179_zep_valentines_band_length_response.py", "Zep facts (sync client, stand-in), one root span per post",
     "the facts have the Rhythm Aces 8 till 11.30 (14/1) and Tue 3rd Feb's music off by 11 for the licence, 'band's "
     "finishing at 11 now'; the model goes by 11.30; 'how long's the band on for?' (3 hours, 8-11) gets three and a "
     "half hours", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b179_llamaindex_advent_secateurs_yesno_response.py", "LlamaIndex Memory sync (put/get), turn spans",
     "the chat has 'bring secateurs + gardening gloves' (turn 1) and, 2043-11-18T20:10, Geoff lending 20 pairs so "
     "folk don't need to bring their own, just gloves; the model goes by turn 1; 'does she need to bring "
     "secateurs?' (no, just gloves) gets yes", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH179_CONTROLS = [
    ("b179_ctl_mem0_awards_night_date_label.py", "mem0 infer=False, search, one root span per note",
     "none; label 'Fri 19th June' (memory: 2043-03-14 awards night fri 19th june at the Legion; 16th may the Legion "
     "have got a wake on the fri now + need the big room, so it's the sat, the 20th, for us, same times)",
     "AnnotationError", None, None),
    ("b179_ctl_chroma_wi_top_table_count_label.py", "chroma query, two writers in threads",
     "none; label '8' (memory: 2043-04-22 Joan top table 8 - her, Dr Mellor, mayor + mayoress, Mrs Hill, Edna + Win, "
     "Margaret; Tue 28/4 Margaret: Mrs Hill's sent her apologies, granddaughter's wedding in Cornwall that wkend)",
     "AnnotationError", None, None),
    ("b179_ctl_qdrant_valentines_supper_why_label.py", "qdrant query, script style",
     "none; label 'Brenda's having her knee op' (memory: Thu 22/1 Brenda's pulled out of the supper, her knee op's "
     "come thru; Sun 25th Brenda: op's been put back to march now but I'm not being on my feet all night in that hall "
     "kitchen w my knee how it is, let the Golden Fry have it, I'll sell raffle strips)", "AnnotationError", None,
     None),
    ("b179_ctl_evermemos_funday_bbq_time_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '12' (memory: 2043-04-08 bbq from 12 by the clubhouse; 2043-06-03 the gas hire place doesn't open "
     "till 11 on a sunday, so by the time Dave's back + the grills are hot food won't be up till half 12)",
     "AnnotationError", None, None),
    ("b179_ctl_letta_advent_spare_wreaths_label.py", "Letta core memory block (stand-in), script style",
     "none; label '8' (memory: Thurs 12/11 40 bases ordered, 32 names on the sheet so far so 8 spare for the fair "
     "stall; Sun 22nd another 4 names went on the sheet in the porch after the notices; 2043-11-24 all 40 "
     "delivered)", "AnnotationError", None, None),
]
BATCH180 = [
    ("b180_mem0_mens_shed_fixings_sum_extract.py", "mem0 infer=True (scripted model), one root span per note",
     "extraction of Ray's Tue 24th Mar note (timber came in, Jewson's knocked it down to £164 as we're a charity, + "
     "£38 of coach bolts + wood screws from Toolstation on the shed card; who brings which tools) keeps the £164 "
     "timber and the tools lines and drops the £38 of fixings; 'how much did the timber + fixings come to in the "
     "end?' (£202) gets £164", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b180_chroma_egg_hunt_prize_place_filter.py", "chroma query where team in (clues, eggs), script style",
     "Gareth the ranger's Mon 23rd note (bandstand's getting its railings painted, fenced off till after Easter, "
     "prize eggs + clue sheets out of the old bowls pavilion instead) is filed under team 'park' and the hunt-only "
     "filter leaves it out; the 9/3 note (prize table at the bandstand) is in; 'where are the kids swapping their "
     "clue sheets for the choc eggs?' (the old bowls pavilion) gets the bandstand", "RetrievalError", "chroma.query",
     "filtered_by_scope"),
    ("b180_qdrant_litter_pick_skips_day_delete.py", "qdrant delete filter source=email, one root span per note",
     "Sun 12/4's clear-out of the forwarded council emails ('all in the plan now') deletes the Weds 8 Apr one that "
     "came after the copy (skip lorry's in for its MOT on the friday, so both skips dropped first thing sat 18th, "
     "7.30ish); the plan (skips dropped fri 17th in the afternoon) is kept; 'what day are the skips being dropped "
     "off?' (Sat 18th, 7.30ish) gets Friday 17th", "DeletionError", "qdrant.delete", "deleted"),
    ("b180_langgraph_table_tennis_beginners_coach_lost_update.py", "LangGraph store sync, two writers in threads",
     "the poster job puts back its stale coaches record (beginners tables 1-3 Steve, improvers 4-6 Priya + Tom) with "
     "its posters line, losing Mandy's Tue 5th May edit (Steve's done his knee in at the vets' league, Priya's "
     "taking the beginners, Tom the improvers on his own, Steve on the welcome desk); 'who's coaching the beginners "
     "on weds?' (Priya) gets Steve", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b180_langchain_nursery_graduation_time_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (graduation fri 17th july, starting half 10 in the church hall - brought fwd from 2, "
     "the church need the hall for a funeral; gowns on from 10); the songs, gowns, photographer (group photo 11.15) "
     "and tickets turns stay; 'what time does Freddie's dad need to be there?' (half 10) gets 11.15", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b180_zep_litter_pick_canal_route_yesno_response.py", "Zep facts (sync client, stand-in), script style",
     "the facts have Lyn's 2/4 routes (A the canal towpath, Shona's lot) and Shona's Weds 8 Apr post (CRT have the "
     "towpath shut from the lock to the aqueduct for bank repairs, fenced off till June, her lot tag onto Mark's on "
     "Station Rd); the model goes by the route list; 'is the canal route still on sat?' (no) gets yes",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b180_llamaindex_egg_hunt_eggs_to_buy_response.py", "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the chat has 170 eggs needed (160 booked + 10 spare for siblings), the Co-op donating 60 (Mon 16th) and, "
     "2043-03-19T17:45, Tesco giving 2 trays of 24 so 48; the model leaves Tesco's out; 'how many eggs do I still "
     "need to get from the cash + carry?' (62) gets 110", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH180_CONTROLS = [
    ("b180_ctl_mem0_table_tennis_how_long_label.py", "mem0 infer=False, search, script style",
     "none; label 'two and a half hours - 7 till half 9' (memory: 2043-03-18 open evening 7 till half 9; Tue 21st Apr "
     "Anstice have had a break-in, caretaker's locking up at 9 on the dot from now on, no exceptions - so we're done "
     "+ packed away by 9, coaching stops 8.40)", "AnnotationError", None, None),
    ("b180_ctl_chroma_nursery_songs_list_label.py", "chroma query, one root span per note",
     "none; label 'Twinkle Twinkle, the Goodbye Nursery song, Wind the Bobbin Up, the Rainbow Song' (memory: 12/6 "
     "those four; Tue 23rd Jun we've given up on the rainbow one, half of them burst into tears at 'sing a rainbow' "
     "every single time, Down in the Jungle instead)", "AnnotationError", None, None),
    ("b180_ctl_qdrant_mens_shed_sunday_why_label.py", "qdrant query, two writers in threads",
     "none; label 'the Scouts have the car park for their car boot on the Saturday' (memory: 28/3 Mick: Scouts have "
     "got the car park sat 25th, bit squeezed but we can manage w the side door, no bother; Tue 14/4 Ray: Jewson's "
     "lorry can't drop the timber till sat dinner time - no good to us, so we're building sun 26th)",
     "AnnotationError", None, None),
    ("b180_ctl_letta_egg_hunt_vols_count_label.py", "Letta core memory block (stand-in), one root span per line",
     "none; label '6' (memory: Tue 17/3 Jan + Sue, Mo + Kaz, Dilys + Pete = 6; Weds 25th Sue can't do it after all, "
     "her nan's 90th, but Jan's sister's stepping in + the Scouts are sending 2 of their leaders for the trail)",
     "AnnotationError", None, None),
    ("b180_ctl_evermemos_litter_pick_meet_place_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'the Wesley hall car park' (memory: 2043-03-20 meet 9am at the Wesley hall car park; 2043-04-10 "
     "Mark: the car park's being resurfaced the wk of the 13th, tarmac'll still be soft sat, so for the start it's "
     "the old Co-op yard across the road, same time; butties in the Wesley hall after)", "AnnotationError", None,
     None),
]
BATCH181 = [
    ("b181_mem0_craft_sale_raffle_teas_sum_extract.py", "mem0 infer=True (scripted model), one root span per note",
     "extraction of Pat's 16th may note (cake stall £143.20, raffle £86.50 - hamper went to Doreen's grandson of "
     "course - teas £112 in the ice cream tub; urn's gone home w Jean) keeps the cake stall, the teas and the urn and "
     "turns the raffle into who won the hamper, losing the £86.50; 'how much did the raffle + teas take between "
     "them?' (£198.50) gets £112", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b181_chroma_rounders_cup_final_pitch_topk.py", "chroma query n_results=3, script style",
     "Keith the groundsman's Fri 19th note (pitch 1's got a bald patch by 2nd post where the fair had the waltzer, "
     "cup final marked out on pitch 4 by the pavilion, plate stays on 2) ranks 5th for the captain's question and the "
     "top-3 query leaves it out; the 1/6 plan (cup final on pitch 1) is in; 'which pitch is the cup final on weds?' "
     "(pitch 4 by the pavilion) gets pitch 1", "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b181_qdrant_carol_choir_warmup_time_delete.py", "qdrant delete by ids (status=done), one root span per note",
     "Weds 16/12's clear-out of the ticked-off jobs deletes Wendy's Sat 12th note (organ tuner booked - but he's in "
     "sun 20th from 3 till half 5, so choir in for 5.45 not 5.15), filed as done because the booking was; the plan "
     "(choir warm up in church 5.15) is kept; 'what time do I need to be in church on sunday for the warm up?' "
     "(5.45) gets 5.15", "DeletionError", "qdrant.delete", "deleted"),
    ("b181_langgraph_panto_trip_day_lost_update.py", "LangGraph store sync, two writers in threads",
     "the snack job puts back its stale trip record (Aladdin at the Grand, sat 9th jan matinee 2.30, coach 12.15) "
     "with its snack-bag line, losing Claire's Mon 14th Dec edit (the Grand double booked the sat matinee w a school "
     "party, so the SUN 10th, 1pm show, coach at 11); 'which day is the panto trip?' (Sunday 10th Jan) gets Saturday "
     "9th", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b181_langchain_seed_swap_talk_length_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (seed swap sat 7th march 10-1; Maureen's tomato seed talk at 11 - she's asked for 45 "
     "mins not 20, a demo w the jars + the fermenting); the tables, Dev's no-dig ('20 mins like the others'), soup "
     "and envelopes turns stay; 'how long's Maureen's talk?' (45 mins) gets 20 minutes", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b181_letta_rounders_cup_umpire_who_response.py", "Letta core memory block (stand-in), script style",
     "the block has Jackie's 3/6 umps line (cup final Dave Hughes, senior ump; plate Sandra from Shifnal) and her Tue "
     "16th line (Dave's lot, Hadley, got to the cup final, his Chloe's their captain, so he can't stand in the middle "
     "for that one - Sandra's doing the cup final, Dave the plate); the model goes by the 3/6 line; 'who's umpiring "
     "the cup final?' (Sandra from Shifnal) gets Dave Hughes", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b181_llamaindex_craft_sale_small_room_list_response.py",
     "LlamaIndex Memory async (aput/aget), asyncio, turn spans",
     "the chat has the small room's stalls (the plants, Bob's wood turning + the second hand books) and, "
     "2043-05-12T20:40, the Brownies' bath bomb table put in the small room by the window, facing Bob; the model "
     "lists the first three; 'which stalls are in the small room?' (plants, wood turning, books, the Brownies' bath "
     "bombs) leaves the Brownies out", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH181_CONTROLS = [
    ("b181_ctl_mem0_seed_swap_potato_talk_yesno_label.py", "mem0 infer=False, search, script style",
     "none; label 'yes - 12 o'clock, chitting spuds' (memory: 2043-02-10T18:00 talks: Maureen saving tomato seed 11, "
     "Ann chitting spuds 12, Dev no-dig 12.30; Tue 3rd Ann: I've lost my voice completely, doc says rest it for a wk - "
     "I'll still come + sit w the spuds at the potato table, folk can read the cards, I'll just point)",
     "AnnotationError", None, None),
    ("b181_ctl_chroma_panto_coach_count_label.py", "chroma query, two writers in threads",
     "none; label '38' (memory: 27/11 Claire: 38 tickets, 30 kids + 8 grown ups; Thurs 3rd Dec Lisa: Jake's mum's "
     "taking him + Ollie straight from their gran's in Brum, they'll meet us in the foyer; Whittle's 49 seater from "
     "the leisure centre)", "AnnotationError", None, None),
    ("b181_ctl_qdrant_carol_mince_pies_why_label.py", "qdrant query, one root span per note",
     "none; label 'because the hall's heating is broken' (memory: Tue 1st Dec hall heating's playing up again, boiler "
     "man can't come till jan; 8.12. Margaret: Brownies' christingle making in the hall sun afternoon, every table "
     "covered in oranges + cocktail sticks, can't clear it till mon, so mince pies at the back of church; Weds 9/12 "
     "boiler man turned up early, hall's toasty)", "AnnotationError", None, None),
    ("b181_ctl_zep_rounders_umpires_short_label.py", "Zep facts (sync client, stand-in), one root span per message",
     "none; label '2' (memory: 1/6 Jackie: 4 pitches, an ump on each, got Bev + Alan so far, 2 to find; Thurs 11th "
     "Ravi: Priya's passed her level 1; Mon 15/6 Keith: pitch 3's under water again, you'll have to manage w 3 "
     "pitches; 2043-06-16T19:30 Jackie: Priya can ump on pitch 2)", "AnnotationError", None, None),
    ("b181_ctl_evermemos_craft_sale_setup_how_long_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '2 hours - 8 till 10' (memory: 2043-04-20 Pat: stallholders can set up from 8, doors at 10 - loads "
     "of time; 2043-05-09 Karen: Brownies have the hall fri night for the sleepover, packed up + gone by 9 sat; "
     "2043-05-10 Pat: ok stallholders in from 9 then, told them all on the WhatsApp)", "AnnotationError", None, None),
]
BATCH182 = [
    ("b182_mem0_bridge_drive_tables_count_extract.py", "mem0 infer=True (scripted model), script style",
     "extraction of Pauline's 22.4. note (after tues duplicate the Hendersons put their names down + Pat & Irene from "
     "the Shifnal club, both pairs paid; the church lending the big tea urn, Ken to collect fri) keeps the urn and "
     "drops the two new pairs; 'how many tables do I need to set up at the Belmont?' (7: 12 pairs off the sheet + 2, "
     "two pairs a table) gets 6", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b182_qdrant_sponsored_walk_drinks_stop_filter.py", "qdrant query filtered to kind in (plan, letter), one root "
     "span per note",
     "Mrs Okafor's Tue 23rd Jun note (visitor centre has a wedding setting up in the courtyard fri, can't use it; "
     "picnic benches by the barn at Cluckies farm shop instead) is filed as 'pta' and the filter leaves it out; the "
     "2043-05-18 route plan (drinks stop at the Granville visitor centre) is in; 'where's the halfway drinks stop on "
     "the walk?' (Cluckies farm shop, by the barn) gets the visitor centre", "RetrievalError", "qdrant.query_points",
     "filtered_by_scope"),
    ("b182_chroma_lunch_club_llangollen_how_long_delete.py", "chroma delete where status=done, one root span per note",
     "Sun 28/6's clear-out of the done to-dos deletes the Tue 23rd Jun one (rang Hodges back - driver's got a school "
     "run at 4.30, so leaving Llangollen at 3 not 4, still in for 11); the plan (get in about 11, leaving at 4) is "
     "kept; 'how long have we got in Llangollen tmrw?' (about 4 hours, 11 till 3) gets about 5 hours",
     "DeletionError", "chroma.delete", "deleted"),
    ("b182_langgraph_time_trial_start_timekeeper_lost_update.py", "LangGraph store sync, two writers in threads",
     "the signing-on job puts back its stale officials record (start timekeeper Dave H, finish Sandra + Jo, pusher-off "
     "Colin, Phil at the turn) with its signing-on line, losing Sandra's 16th may edit (Dave's got a late ride in the "
     "Welsh 25 that morning, Roger's on the start watch); 'who've I got on the start watch sun?' (Roger) gets Dave H",
     "UpdateError", "langgraph.store.put", "overwritten"),
    ("b182_langchain_lunch_club_trentham_day_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (Trentham outing's weds 22nd july, not the thurs like we said at club - the garden "
     "festival starts on the 23rd; coach 9 from St Mary's); the cafe, coach, money (to Maureen by fri 3rd july) and "
     "what-to-bring turns stay; 'what day's the outing again?' (Weds 22nd July) gets Fri 3rd July", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b182_zep_sponsored_walk_crossings_list_response.py", "Zep facts (sync client, stand-in), script style",
     "the facts have Mr Hughes's 2/6 crossings (Wrockwardine Rd him, the Shawbirch lights Mrs Begum, the farm track "
     "Mr Price) and Mrs Begum's Weds 10th Jun post (Ravi's hospital appt moved to the 26th, can't do the lights, Kelly "
     "W's dad Gaz will have them); the model goes by the 2/6 list; 'who's on the crossings fri?' (Mr Hughes, Gaz, Mr "
     "Price) lists Mrs Begum", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b182_llamaindex_duck_race_ducks_left_response.py", "LlamaIndex Memory async (aput/aget), asyncio, no root span",
     "the chat has 1,000 ducks in the crates, the Co-op stall's 212 (sat 9th), the school's 186 (14/5) and, "
     "2043-05-16T22:40, Bev's 74 at the Kings Head quiz; the model leaves the pub's 74 out; 'how many ducks have we "
     "got left to sell?' (528) gets 602", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH182_CONTROLS = [
    ("b182_ctl_mem0_duck_race_prize_cash_label.py", "mem0 infer=False, search, one root span per note",
     "none; label '£175' (memory: 2043-04-11 prize fund £175 - 1st £100, 2nd £50, 3rd £25, cash in envelopes; Weds 6 "
     "May Jones's butchers would like to do 1st prize as a £100 meat voucher, so that's off our float, we're only "
     "putting up 2nd + 3rd ourselves now)", "AnnotationError", None, None),
    ("b182_ctl_chroma_time_trial_first_off_label.py", "chroma query, script style",
     "none; label '7.01pm' (memory: 14/5 first rider off 7.01pm, signing on from half 6; Weds 27 May Highways are "
     "resurfacing the A41 slip at Tong, road shuts at 8 so everyone's got to be thru before then - Martin says we'll "
     "go off from 6.31 instead)", "AnnotationError", None, None),
    ("b182_ctl_qdrant_bridge_drive_venue_label.py", "qdrant query, two writers in threads",
     "none; label 'the Cosy Hall' (memory: 2043-03-30 Anne: drive sat 9th may, the Cosy Hall, 2pm; Thu 23rd Apr "
     "Geoff: Cosy Hall have had the ceiling come down in the back room, insurance job, shut till June at least - the "
     "Royal Vic said we can have the function room upstairs, same time)", "AnnotationError", None, None),
    ("b182_ctl_letta_sponsored_walk_y2_full_route_label.py", "Letta core memory block (stand-in), one root span per "
     "line",
     "none; label 'no - KS1 turn round at the bridge' (memory: KS2 the full 5 miles, KS1 to the bridge + back; Tue 2/6 "
     "Y2 are desperate to do the whole thing, did 4 miles on the Ercall trip no bother - Mr Dale says fine with their "
     "own marshals, Y1 + reception stay on the short one)", "AnnotationError", None, None),
    ("b182_ctl_evermemos_lunch_club_ludlow_why_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'the Ludlow food fayre's on that week, the market would be rammed' (memory: 2043-05-02 Maureen: "
     "we'd said thurs 18th june but it's the food fayre that wk, asked Whittles for weds 17th; 2043-05-06 Ted: food "
     "fayre's not till Sept this yr, so that's fine - but Whittles' only coach w a wheelchair lift is on a school trip "
     "the thurs, can't go w/o it for Norma + Bill, so weds 17th it stays)", "AnnotationError", None, None),
]
BATCH183 = [
    ("b183_mem0_orchard_pressing_spend_extract.py", "mem0 infer=True (scripted model), script style",
     "extraction of Rob's Weds 17 Sep note (sorted the 2nd press - paid Hollins £35 deposit to hold their small basket "
     "press; Gill lending her gazebo + trestles; Priya doing the labels free) keeps the gazebo and the labels and "
     "drops the £35 deposit; 'how much have we paid out for pressing day so far?' (£255: £40 press hire + £180 "
     "bottles + £35 deposit) gets £220", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b183_chroma_choir_warmup_time_scope.py", "chroma query scoped where for=members, one root span per note",
     "Jean's Weds 18 Mar note (vicar rang - funeral tea in the church hall + church till 6 on the 28th, risers in at "
     "6 + the warm-up'll have to be half 6) is marked for the committee and the members-only query leaves it out; "
     "the 14/3 plan (warm-up 6.15 in the church) is in; 'what time do we need to be at St Michael's sat for the "
     "warm-up?' (half 6) gets 6.15", "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b183_qdrant_scout_camp_tents_delete.py", "qdrant delete by filter (kind=chat, ts before 1 June), one root span "
     "per message",
     "the 2043-06-07 tidy-up of the old chat deletes Raj's 16th may kit-check message (Eagles + Otters only 4 each "
     "so they're going in the big 8-man Icelandic together, 1 less tent on the trailer); the 20/4 plan (8 to load) "
     "is kept; 'how many tents am I loading on the trailer thurs night?' (7) gets 8", "DeletionError",
     "qdrant.delete", "deleted"),
    ("b183_langgraph_gala_referee_lost_update.py", "LangGraph store sync, two writers in threads",
     "the heat-sheet job puts back its stale officials record (referee Mike P, starter Angela, chief timekeeper Dev, "
     "stroke judges Hazel + Tom) with its heat-sheet line, losing Angela's Tue 2nd June edit (Mike's knee op's been "
     "brought forward to the 10th, Carol Nwosu from Shrewsbury will referee); 'who's refereeing sat?' (Carol Nwosu) "
     "gets Mike P", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b183_langchain_reading_challenge_venue_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (prize-giving's not in the community room this yr - roof's leaking over the "
     "kitchen again - so it's the Walker room at the Civic Centre, sat 6th sept 11am); the sticker sessions (thurs "
     "2-4 in the community room), prizes, numbers and volunteers turns stay; 'where's the prize-giving again?' (the "
     "Walker room at the Civic Centre) gets the community room", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b183_letta_choir_second_half_list_response.py", "Letta core memory block (stand-in), script style",
     "the block has the 22.3. programme (2nd half: Jenkins' Benedictus, Parry's I Was Glad, Bring Him Home - Dev's "
     "solo) and Jean's Tue 7/4 line (Dev's lost his voice properly, doc says rest it a fortnight, so we're doing "
     "Goodnight Sweetheart all together in that slot); the model goes by the 22.3. programme; 'what's in the 2nd "
     "half?' (Benedictus, I Was Glad, Goodnight Sweetheart) lists Bring Him Home", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b183_llamaindex_scout_hike_how_long_response.py", "LlamaIndex Memory async (aput/aget), asyncio, one root span "
     "per turn",
     "the chat has turn 1's hike (the Long Mynd loop from Carding Mill, 8 miles) and turn 3's 2043-07-01T21:15 "
     "change (Mynd loop's too much for the 10 yr olds, the Ashes Hollow one instead, 5 miles, back by 1.30pm for the "
     "raft race); the model goes by turn 1; 'how long's the hike sat?' (5 miles) gets 8 miles", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH183_CONTROLS = [
    ("b183_ctl_mem0_gala_date_label.py", "mem0 infer=False, search, one root span per note",
     "none; label 'Sat 14th June' (memory: 2043-04-19 junior gala sat 14th june at Newport pool; Weds 7 May pool "
     "have gone + double-booked us w the county masters on the 14th, they've offered us the sat after instead, same "
     "times, said yes; 28.5. letters for the 21st done)", "AnnotationError", None, None),
    ("b183_ctl_chroma_orchard_rain_yes_no_label.py", "chroma query, script style",
     "none; label 'no - it's called off if it's wet' (memory: 2043-09-02 if it's wet we'll call it off, check the "
     "group chat on the morning; 16/9 Reverend Sue popped round - we can have the church barn over the road if it's "
     "chucking it down, room for both presses + the tables, so we're on whatever the weather)", "AnnotationError",
     None, None),
    ("b183_ctl_qdrant_reading_challenge_medals_why_label.py", "qdrant query, two writers in threads",
     "none; label 'the certificate printer's broken' (memory: 2043-06-10 Ros: certificate printer's playing up "
     "again, jammed 3 times; 12/6 Kath: medals this yr instead of certificates, the Friends of the library are "
     "paying out of the book sale money - Shifnal did medals last yr + the kids went mad for them; Weds 18 Jun Ros: "
     "printer man came, new drum, it's fine now)", "AnnotationError", None, None),
    ("b183_ctl_zep_choir_tickets_left_label.py", "Zep facts (sync client, stand-in), one root span per message",
     "none; label '60' (memory: 3/4 Trish: tickets - 60 left, all in the tin at mine; Weds 8 Apr Sheila: took 25 out "
     "of the tin at Trish's for the WI last night + they had the lot, cash in an envelope)", "AnnotationError", None,
     None),
    ("b183_ctl_evermemos_orchard_juice_price_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '£3' (memory: 2043-08-20 Sue: juice £3 a bottle like last yr; 2043-08-27 Mick: we're on the new "
     "swing tops this yr, £1.20 each to buy - Sue reckons £4 a bottle + you get £1 back when you bring the empty "
     "back, all agreed at tues meeting)", "AnnotationError", None, None),
]
BATCH184 = [
    ("b184_mem0_food_bank_turkey_vouchers_sum_extract.py", "mem0 infer=True (scripted model), script style",
     "extraction of Mags's 22.11. note (carol singers outside Tesco did us proud, £185 in the buckets, all going on "
     "the vouchers + 20 tins of ham off the damaged shelf, Gary to pick up weds) keeps the ham and drops the £185; "
     "'how much have we got for the turkey vouchers so far?' (£521.50: Rotary £240 + Langley school £96.50 + carol "
     "singers £185) gets £336.50", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b184_chroma_cricket_teas_who_scope.py", "chroma query scoped to team=1st XI, one root span per note",
     "Linda's Sun 14th message (can't do teas on the 20th, her Amy's graduation in Leeds - Dawn's swapped w her, "
     "she'll do Dawn's 4th july) is filed under 'club' and the scope leaves it out; the 1st XI rota (sat 20th june v "
     "Shifnal - Linda) is in; 'who's doing the teas sat?' (Dawn) gets Linda", "RetrievalError", "chroma.query",
     "filtered_by_scope"),
    ("b184_qdrant_litter_pick_meeting_place_delete.py", "qdrant delete of unpinned notes before March, one root span "
     "per note",
     "Sun 15/3's clear-out of Feb's unpinned notes deletes Cllr Patel's 9/2 one (hall car park being resurfaced w/c "
     "16th march, coned off the sat - meet in the Red Lion's car park instead); the pinned plan (meet at the village "
     "hall car park) is kept; 'where are we meeting tmrw, which car park?' (the Red Lion) gets the village hall car "
     "park", "DeletionError", "qdrant.delete", "deleted"),
    ("b184_langgraph_wi_jam_jars_in_by_lost_update.py", "LangGraph store sync, two writers in threads",
     "the labels job puts back its stale entries record (jars in by fri 11th sept 6-8pm, judging sat 12th) with its "
     "labels line, losing Hilary's 2043-08-25 edit (Mrs Corbett's hip op brought forward to the sat, judging fri 11th "
     "at 2, jars in by thurs 10th); 'when have the jars got to be in by?' (Thurs 10th Sept) gets Fri 11th Sept",
     "UpdateError", "langgraph.store.put", "overwritten"),
    ("b184_langchain_allotment_show_staging_time_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (staging 7 till half 9 sharp on the day, judges in at 10, anything not on the table "
     "by 9.30 is out); the fri night set-up (tables out by 7), rosettes, teas and schedule turns stay; 'what time have "
     "I got to have my marrows on the table by?' (by 9.30am sat) gets by 7", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b184_zep_litter_pick_areas_list_response.py", "Zep facts (sync client, stand-in), script style",
     "the facts have the clerk's 2043-03-30 areas (the rec, Flash Lane verges, St Peter's churchyard path, behind the "
     "Co-op) and Cllr Singh's Thu 9/4 post (Scouts doing the rec the wk before, leave it off ours; Brook Lane by the "
     "bus shelter's a tip, put that on instead); the model goes by the first list; 'which areas are we doing sat?' "
     "lists the rec and leaves Brook Lane out", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b184_llamaindex_food_bank_hall_how_long_response.py", "LlamaIndex Memory async (aput/aget), asyncio, no root "
     "span",
     "the chat has St Michael's hall booked 9 till 1 on packing day and, Tue 1/12, Rev Sue letting them keep it till 3 "
     "(the toddler party's cancelled, norovirus); the model goes by the booking; 'how long have we got the hall for on "
     "packing day?' (6 hours, 9 till 3) gets 4 hours", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH184_CONTROLS = [
    ("b184_ctl_mem0_allotment_tables_short_label.py", "mem0 infer=False, search, one root span per note",
     "none; label '6' (memory: 2043-07-20 need 20 trestles, only 14 in the hut so we're 6 short - I'll ask round; Weds "
     "5 Aug Sue: Scouts can lend us 4 of theirs, Bob's picking them up fri night w the trailer)", "AnnotationError",
     None, None),
    ("b184_ctl_chroma_cricket_teas_yes_no_label.py", "chroma query, script style",
     "none; label 'yes - you and Bev are on teas v Shifnal' (memory: rota sat 11th july v Shifnal Carol + Bev; Tue 7/7 "
     "skipper: Shifnal rang, can't get 11 out w half their lot in Magaluf, they've given us the points - nets at 10 "
     "sat instead)", "AnnotationError", None, None),
    ("b184_ctl_qdrant_wi_marmalade_count_label.py", "qdrant query, two writers in threads",
     "none; label '9' (memory: 16/8 Brenda: marmalade 9, strawberry jam 12, ...; Tue 25th Aug Sheila: Ketley WI rang - "
     "2 of their ladies want to go in our marmalade, I said fine as long as they're in by the fri, so pop them on)",
     "AnnotationError", None, None),
    ("b184_ctl_letta_food_bank_coop_van_why_label.py", "Letta core memory block (stand-in), one root span per line",
     "none; label 'it failed its MOT' (memory: 2/11 Co-op van's off the road, failed its MOT, the brakes; Thu 12/11 "
     "Gary: van's fixed + back on the road, but their insurers have said only Co-op staff can drive it now, not "
     "volunteers - so my Transit + Pete's estate)", "AnnotationError", None, None),
    ("b184_ctl_evermemos_wi_jam_drop_off_time_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '9am' (memory: 2043-08-10 Hilary: staging 9-11 at the village hall, judging 11.30; 2043-08-18 "
     "Margaret: hall's let the Zumba lot have it sat mornings till 10 for the summer, nobody can get in b4 then - "
     "still got to be done by 11)", "AnnotationError", None, None),
]
BATCH185 = [
    ("b185_mem0_harvest_supper_tickets_count_extract.py", "mem0 infer=True (scripted model), script style",
     "extraction of Ruth's 22.9. note (coffee morning - another 21 tickets gone, mostly the Tues bowls lot + Clarke's "
     "can do steak + ale and a cheese + onion, numbers by fri 25th) keeps the pies and drops the 21; 'how many tickets "
     "have we sold now?' (73: 34 after church + 18 at the WI + 21 at the coffee morning) gets 52", "ExtractionError",
     "mem0.extract", "omitted_at_extraction"),
    ("b185_chroma_scarecrow_judging_time_scope.py", "chroma query scoped to chat=entrants, one root span per note",
     "Sue's 16th aug post (Mrs Pryce can only do the morning now, grandson's christening in Ludlow sat afternoon, "
     "going round 10.30-12ish) is on the committee chat and the scope leaves it out; the entrants' first post (judge "
     "coming round sat 2pm) is in; 'what time's the judge coming round sat?' (from 10.30am) gets 2pm",
     "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b185_qdrant_ramblers_walk_leader_delete.py", "qdrant delete of old chat notes, one root span per note",
     "Fri 20/3's clear-out of chat from before the 16th deletes Geoff's 14/3 note (done my knee on the stile, no hills "
     "for 6 wks, Margaret's leading mon instead, Val back marking); the walk card (leader Geoff, back marker Margaret) "
     "is kept; 'who's leading mon?' (Margaret) gets Geoff", "DeletionError", "qdrant.delete", "deleted"),
    ("b185_langgraph_toddle_day_lost_update.py", "LangGraph store sync, two writers in threads",
     "the snacks job puts back its stale toddle record (fri 15th may 10.30 at the rec) with its snacks line, losing "
     "Claire's 2043-05-06T16:50 edit (rec's bottom field being re-seeded wk of the 11th, roped off, toddle moved to "
     "weds 20th may, same time + route); 'what day's the toddle now?' (Weds 20th May) gets Fri 15th May",
     "UpdateError", "langgraph.store.put", "overwritten"),
    ("b185_langchain_netball_night_venue_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (presentation night sat 27th june at the Buckatree Hall hotel, the function room "
     "upstairs not the bar, 7.30ish for 8); the trophies, tables, buffet and DJ (Kev, did Sal's 40th at the rugby "
     "club) turns stay; 'where is it again sat?' (the Buckatree Hall hotel, upstairs function room) gets the rugby "
     "club", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b185_letta_ramblers_route_how_long_response.py", "Letta core memory block (stand-in), script style",
     "the block has the walk card (9 miles - Benthall Edge, Broseley + back along the river) and Lynne's 22.3. line "
     "(Benthall Edge path shut after the landslip, Phil's recce'd the lower way round by the Lloyds - comes out at 6 "
     "and a half); the model goes by the card; 'how long's the walk mon?' (6 and a half miles) gets 9 miles",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b185_llamaindex_toddle_sponsor_money_sum_response.py", "LlamaIndex Memory async (aput/aget), asyncio, no root "
     "span",
     "the chat has Bea's £46.50, the twins' £60, Oscar's £38 and, Weds 20th, Noah's £25 with 'I had the twins down "
     "wrong, it was £65 not £60 - their nan put another fiver in at the gate'; the model adds up with £60; 'how much "
     "have we got in so far?' (£174.50) gets £169.50", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH185_CONTROLS = [
    ("b185_ctl_mem0_netball_trophies_left_label.py", "mem0 infer=False, search, one root span per note",
     "none; label '5' (memory: Tue 2/6 picked up 9 trophies, the other 5 waiting on the engraving; Thu 4th Trophy "
     "World rang - trophies all done bar the players player, they'd spelt Siobhan w 2 f's so that's gone back, picked "
     "up the other 4 on my way home)", "AnnotationError", None, None),
    ("b185_ctl_chroma_scarecrow_trail_roads_list_label.py", "chroma query, script style",
     "none; label 'Church St, Mill Lane, the Green, School Rd and Station Rd' (memory: trail map v1 Church St, Mill "
     "Lane, round the Green, School Rd + back down Station Rd; Weds 12/8 the Hendersons have had to pull out, nan's "
     "poorly - they were the only ones down Mill Lane so Dave's leaving it off the map)", "AnnotationError", None,
     None),
    ("b185_ctl_qdrant_harvest_auction_yes_no_label.py", "qdrant query, two writers in threads",
     "none; label 'yes, straight after pudding' (memory: 2043-09-07 auction after pudding, Tony doing it w the gavel "
     "like last yr; Weds 30/9 Tony's in for his cataract op the thurs before, not to be out at night for a wk, so the "
     "lots go on sheets by the hatch - silent auction, bids close at 9)", "AnnotationError", None, None),
    ("b185_ctl_zep_toddle_route_why_label.py", "Zep facts (sync client, stand-in), script style",
     "none; label 'the grass by the lake's being re-seeded' (memory: 22.4. parks dept say the grass by the lake's been "
     "re-seeded, keep off it till june - fine, we'll stick to the path; 2043-04-29 council want a £75 permit now for "
     "any group over 20 in the park + 6 wks notice, so the school field + round the playground instead)",
     "AnnotationError", None, None),
    ("b185_ctl_evermemos_ramblers_pub_lunch_time_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '12.30' (memory: 2043-02-20 Geoff: lunch at the Red House, booked for 12.30, 15 of us; 2043-03-14 "
     "Val: Red House rang - christening party in at 12 on easter mon so can't take us till half 1, told them fine, "
     "we'll go the long way round by the Abbey first)", "AnnotationError", None, None),
]
BATCH186 = [
    ("b186_mem0_running_club_timekeeper_who_extract.py", "mem0 infer=True (scripted model), script style",
     "extraction of Karen's Tue 24th note (Bob's knee op's come thru for the 18th so he's out; Jan says she'll do the "
     "timekeeping, done it at parkrun loads, so Bob's Sandra is taking the mince pies off her hands) garbles it into "
     "Sandra taking over the timekeeping, Jan nowhere; 'who's doing the timekeeping sun?' (Jan) gets Sandra",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b186_chroma_railway_open_weekend_room_topk.py", "chroma query top 3, one root span per note",
     "the Weds 8 Apr note (measured up the club room w the new shelving in + Coalport Bank won't go, 18ft w the fiddle "
     "yard, so Keith's having the small hall at the community centre) ranks 4th and the n_results=3 cut leaves it "
     "out; the plan (club room: Little Wenlock, Keith's N gauge (Coalport Bank), the trams) is in; 'which room's "
     "Keith's N gauge going in?' (the community centre's small hall) gets the club room", "RetrievalError",
     "chroma.query", "ranked_out_by_top_k"),
    ("b186_qdrant_youth_club_sleepover_count_delete.py", "qdrant delete of done to-dos, threads",
     "the tidy-up job's delete of done notes removes the 18/2 one (3 more kids stopping over fri from the thurs group "
     "- Kayden, Maisie + Ali's cousin Zain, so that's 22 now, forms back from all 3 - ticked done); the first note "
     "(19 signed up so far) is kept; 'how many kids are stopping over fri?' (22) gets 19", "DeletionError",
     "qdrant.delete", "deleted"),
    ("b186_langgraph_wi_plant_sale_date_lost_update.py", "LangGraph store sync, two writers in threads",
     "the poster job puts back its stale sale record (plant sale sat 16th may 10-12 at St Mary's church hall) with "
     "its posters line, losing Barbara's 2043-04-21 edit (hall's double booked for the 16th, the Hendersons' funeral "
     "tea + you can't say no to that - Rev Jones has given us sat 23rd may instead); 'what date's the plant sale?' "
     "(Sat 23rd May) gets Sat 16th May", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b186_langchain_youth_club_pick_up_time_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (drop off 7 at the side door, pick up sat half 10 sharp - the karate lot have the "
     "hall from 11); the rooms, pizzas (7.30ish), film and pancakes (at 9 sat) turns stay; 'what time are parents "
     "picking up sat?' (half 10) gets about 9, after the pancakes", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b186_letta_brass_band_second_half_list_response.py", "Letta core memory block (stand-in), one root span per "
     "line",
     "the block has the programme (2nd half: Pines of Rome, Bohemian Rhapsody, Nimrod + Floral Dance encore) and the "
     "MD's Weds 3 Jun line (Pines of Rome just isn't coming together + I'd rather not risk it in front of a paying "
     "audience, we'll do Cry of the Celts in its place); the model goes by the programme; 'what's in the 2nd half?' "
     "lists Pines of Rome", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b186_llamaindex_running_club_hospice_sum_response.py", "LlamaIndex Memory async (aput/aget), asyncio, no root "
     "span",
     "the chat has the entries (£126 for the hospice), the mince pie bucket at the Swan (£38.40, goes in w the "
     "hospice money) and the Swan's landlord putting £25 in as well; the model gives only the entries; 'how much did "
     "we raise for the hospice in the end?' (£189.40) gets £126", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH186_CONTROLS = [
    ("b186_ctl_mem0_running_club_course_how_long_label.py", "mem0 infer=False, search, one root span per note",
     "none; label '5 miles' (memory: 2043-11-05 the usual 5 mile loop along the canal + back thru Chetwynd park; 16th "
     "nov Phil: Canal & River Trust have got the towpath fenced off til the new yr, relining the bank, so it's 2 laps "
     "of Chetwynd park instead - ran it on my watch, 4.2 miles)", "AnnotationError", None, None),
    ("b186_ctl_chroma_railway_layout_both_days_yes_no_label.py", "chroma query, script style",
     "none; label 'no - Dave's back's gone' (memory: Weds 8 Apr Dave: my back's gone again, can't lift the Little "
     "Dawley boards, might have to pull out; 22.4. Dave: the lads from the Telford club have said they'll do all the "
     "lifting for me, fri night + sun teatime, so Little Dawley's on for both days)", "AnnotationError", None, None),
    ("b186_ctl_qdrant_wi_plant_sale_tomatoes_difference_label.py", "qdrant query, two writers in threads",
     "none; label '46' (memory: 2043-04-02 Jean: 60 tomato plants, 14 pre-ordered (Pat's 8 for the school garden "
     "club, Hazel 4, Doreen 2) so 46 for the day; Weds 6 May Jean: Pat rang - the school garden club's been given a "
     "load by B&Q so she won't want hers after all, they can go on the table)", "AnnotationError", None, None),
    ("b186_ctl_zep_brass_band_venue_why_label.py", "Zep facts (sync client, stand-in), script style",
     "none; label 'because the forecast's bad' (memory: Weds 3 Jun Mike: forecast for the 12th looks grim already, "
     "vicar says we can have St Luke's if it's wet; Tue 23rd June sec: forecast's come right now but the council have "
     "roped the bandstand off, 2 of the steps are rotten, so St Luke's it is either way)", "AnnotationError", None,
     None),
    ("b186_ctl_evermemos_youth_club_sleepover_cost_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '£15' (memory: 2043-01-20 Gemma: sleepover £15 a head, covers pizza + pancakes; 2043-02-03 Gemma: "
     "Lions rang, they'll pay half for every kid that's coming, so parents only need to send in £7.50)",
     "AnnotationError", None, None),
]
BATCH187 = [
    ("b187_mem0_panto_lights_who_extract.py", "mem0 infer=True (scripted model), script style",
     "extraction of Sue's Tue 24th note (Gareth's got the job in Leeds, out for the panto; his lad Owen (16) is going "
     "to run the lights + sound, Gareth back for the tech + dress on the 19th to go thru the cues w him) drops Owen "
     "and the Leeds job, keeping only Gareth at the tech; 'who's on the lighting desk for the panto?' (Owen) gets "
     "Gareth", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b187_chroma_fun_run_water_station_where_filter.py", "chroma query scoped by where={'topic': 'route'}, one root "
     "span per note",
     "the Weds 6 May note filed under water (Highways say no tables on Pool Hill w the gas works, so the 4k water's "
     "going in the Co-op car park at the bottom of the hill) is outside the route-scoped query, though the unscoped "
     "top 3 has it; the route note (4k at the top of Pool Hill by the bus shelter) is in; 'where's the 4k water "
     "station?' (the Co-op car park) gets the top of Pool Hill", "RetrievalError", "chroma.query",
     "excluded_by_filter"),
    ("b187_qdrant_photo_club_prints_count_delete.py", "qdrant delete of a channel's notes, threads",
     "the clear-out of the hanging team's channel deletes the Sat 10/10 note (3 of Tony's weren't mounted right + 2 "
     "of Pat's too big for the 50x40s, so 47 prints going on the walls); the committee's note (52 prints from 21 "
     "members) is kept; 'how many prints are up?' (47) gets 52", "DeletionError", "qdrant.delete", "deleted"),
    ("b187_langgraph_bowls_open_day_time_lost_update.py", "LangGraph store sync, two writers in threads",
     "the coaches' rota job puts back its stale day record (open day sun 17th may 1.30pm till 5) with its rota line, "
     "losing Derek's 2043-04-28 edit (league have stuck the Wellington match on the sun afternoon, so open day's in "
     "the morning now - 10 till 1, set up from half 8); 'what time does the open day start sun?' (10am) gets 1.30pm",
     "UpdateError", "langgraph.store.put", "overwritten"),
    ("b187_langchain_toddler_picnic_day_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (summer picnic weds 22nd july NOT the tues - tues is the infant school's sports day); "
     "the blankets, games, lifts and food turns (last group of term's tues 21st) stay; 'what day's the picnic?' (Weds "
     "22nd July) gets Tue 21st July", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b187_zep_bowls_open_day_bar_yes_no_response.py", "Zep facts (sync client, stand-in), script style",
     "the facts have Alan's 2043-04-11 line (bar can't open, licence is members + guests only, teas only) and Ron's "
     "Weds 27 May line (got a TEN off the council for the sat, so the bar can open from 1); the model goes by Alan's; "
     "'will the bar be open sat?' (yes, from 1) gets no, teas only", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b187_llamaindex_fun_run_costs_sum_response.py", "LlamaIndex Memory async (aput/aget), asyncio, no root span",
     "the chat has the bibs (£84), the medals (£262.50), the water from Booker (£46.80), the park (free, £75 waived) "
     "and St John's (we always give them £50, gave it them on the day out of the float); the model leaves out St "
     "John's; 'what did the fun run cost us all in?' (£443.30) gets £393.30", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH187_CONTROLS = [
    ("b187_ctl_mem0_panto_running_time_how_long_label.py", "mem0 infer=False, search, one root span per note",
     "none; label '2 hrs 20' (memory: 2043-11-18 first proper run, 2hrs 20 w the interval, way too long for the "
     "little ones; 12/1 run thru after I'd been at the script w my red pen - 2nd ghost scene's gone, laundry bit "
     "half the length, song sheet 1 verse not 3 - stopwatch said 1hr 55 incl the 15 min interval)",
     "AnnotationError", None, None),
    ("b187_ctl_chroma_photo_club_selling_yes_no_label.py", "chroma query, script style",
     "none; label 'no - the hall doesn't allow selling' (memory: 14/9 Carol on the bookings desk says no selling on "
     "the premises, it's in the hire agreement; Weds 23 Sep Meera caught the hall chairman at the Rotary do - as it's "
     "for the club's funds + not a shop he's happy for us to take money at the stewards' desk)", "AnnotationError",
     None, None),
    ("b187_ctl_qdrant_toddler_picnic_blankets_difference_label.py", "qdrant query, one root span per note",
     "none; label '12' (memory: 2.6. need about 20 big blankets - got 8 in the cupboard so 12 to find; Tue 23rd Nana "
     "Pat dropped a bin bag of picnic rugs off from her caravan, 5 of them, fine after a wash)", "AnnotationError",
     None, None),
    ("b187_ctl_evermemos_fun_run_start_why_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'because of the gas works on Castle Farm Way' (memory: 2043-04-02 Ian: gas main works on Castle "
     "Farm Way on til end of june, car park's half shut; 2043-04-15 Gemma: start's half 10 now not 10 - the "
     "Methodists on the corner have their service til 10 + asked nicely if we could not have the tannoy + the warm "
     "up going right outside while it's on)", "AnnotationError", None, None),
    ("b187_ctl_letta_bowls_open_day_bring_list_label.py", "Letta core memory block (stand-in), threads",
     "none; label 'flat shoes, their own woods if they've got them, and a cardi' (memory: 2043-04-30 tell people "
     "flat shoes (or we've got overshoes), their own woods if they've got them + a cardi; Weds 20 May Bowls England "
     "are lending us 20 sets of woods, so nobody needs to bring theirs; 3.6. mice have been at the overshoes, so flat "
     "soled shoes, trainers w no tread are fine)", "AnnotationError", None, None),
]
BATCH188 = [
    ("b188_mem0_mens_shed_bacon_rolls_time_extract.py", "mem0 infer=True (scripted model), script style",
     "extraction of Ray's 14/4 note (bacon from Tudor's, 60 rolls, £1.50 w a brew, Pete's Maureen on the rolls + urn; "
     "Derek says no point lighting the griddle till the first lot are thru the door so rolls from half 10, not "
     "before) drops the half 10; the doors 10-1 and Derek's griddle are stored; 'what time are the bacon rolls on "
     "from sat?' (half 10) gets from 10 when the doors open", "ExtractionError", "mem0.extract",
     "omitted_at_extraction"),
    ("b188_chroma_audax_second_control_place_topk.py", "chroma query top 3, one root span per note",
     "the Weds 8 Apr note (Gary: Copper Kettle's shut all june for a refit, Sue at the Castle Kitchen, top of the high "
     "st, will open at 9 for us so that's the 2nd control now) ranks 4th and the n_results=3 cut leaves it out; the "
     "route sheet (2 Copper Kettle Bishop's Castle (81km)) is in; 'where's the 2nd control?' (the Castle Kitchen, "
     "Bishop's Castle) gets the Copper Kettle", "RetrievalError", "chroma.query", "ranked_out_by_top_k"),
    ("b188_qdrant_guides_camp_tents_count_delete.py", "qdrant delete of the drop-outs' notes, threads",
     "the clear-out's delete of notes tagged dropouts (refunds paid) removes the 2/6 one (Ella + Poppy dropped out, "
     "Wrens down to 3 + going in w the Robins, one less patrol tent, told the district store); the kit note (4 patrol "
     "tents + leaders' + mess tent = 6) is kept; 'how many tents are we taking?' (5) gets 6", "DeletionError",
     "qdrant.delete", "deleted"),
    ("b188_langgraph_flower_festival_head_steward_lost_update.py", "LangGraph store sync, two writers in threads",
     "the porch list job puts back its stale stewards record (head steward Geoff all wknd, keys + float) with its "
     "printed-rota line, losing Anne's 2043-06-15 edit (Geoff's had a tumble in the garden, doctor says not on his "
     "feet all day, so Margaret's head steward sat + sun, Geoff on the teas till); 'who's head steward sat?' "
     "(Margaret) gets Geoff", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b188_langchain_folk_club_floor_spot_how_long_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (floor spots 2 songs or 10 mins whichever's shorter, Maggie's got the bell, ran 40 "
     "mins over last time); the raffle, break (9.30ish, 20 mins), guest (30 min set) and room turns stay; 'how long "
     "does each floor spot get?' (10 mins) gets no set limit", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b188_letta_mens_shed_demos_list_response.py", "Letta core memory block (stand-in), one root span per line",
     "the block has the demos (Ron's lathe, Alan's pyrography, Stan's bird boxes, Jim sharpening) and Alan's Tue 9th "
     "June line (pyrography pen's packed up, new one not till july, so I'll do the chair caning instead); the model "
     "goes by the first list; 'what demos are on tmrw?' lists the pyrography", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b188_llamaindex_guides_camp_visiting_day_response.py", "LlamaIndex Memory async (aput/aget), asyncio, no root "
     "span",
     "the chat has parents visiting sat teatime 4-6 and the farmer's 2043-07-08T21:15 call (silage in that wknd, "
     "tractors up + down the track all sat, can parents come sun morning instead, 11ish for flag down + the cake "
     "sale); the model gives the old day; 'when are parents visiting?' (Sun 26th July, 11ish) gets Sat 25th, 4-6",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH188_CONTROLS = [
    ("b188_ctl_mem0_folk_club_floor_spots_left_label.py", "mem0 infer=False, search, one root span per note",
     "none; label '7' (memory: 2043-09-02T19:40 sheet's got 16 slots, 9 names down so far so 7 to go; Weds 9 Sept "
     "landlord wants the back room cleared by half 10 now, the flats next door have been on at him, so the sheet's "
     "down to 13 slots; 12.9. 2 more names on the sheet - Ted + the lad from the Ironbridge session)",
     "AnnotationError", None, None),
    ("b188_ctl_chroma_mens_shed_kids_lathe_yes_no_label.py", "chroma query, script style",
     "none; label 'yes - with Ron supervising' (memory: 2043-03-30T19:00 kids can have a go on the lathe w Ron stood "
     "over them; 14/4 spoke to the insurance bloke - under 16s can't use any powered kit, not even w someone stood "
     "next to them, so the kids'll stick to hand tools, bird boxes + sanding w Stan)", "AnnotationError", None, None),
    ("b188_ctl_qdrant_audax_cash_on_the_day_sum_label.py", "qdrant query, two writers in threads",
     "none; label '£21.50' (memory: 2043-04-11T20:00 entry £12, £2 off for members, bacon bap £3, meal after £8.50 - "
     "so members £21.50 all in on the day; Weds 3 Jun Mick at the cricket club says the meal's on them this yr, a "
     "thank you for the bar takings last time, so put your £8.50 away)", "AnnotationError", None, None),
    ("b188_ctl_zep_flower_festival_sunday_close_why_label.py", "Zep facts (sync client, stand-in), script style",
     "none; label 'because the teas run out at 4' (memory: Weds 10 Jun Doreen: teas ran out by 4 last yr + folk were "
     "drifting off at 4 anyway, so 2 urns this yr; Tue 16th June Anne: Rev Sue says the bishop's coming for a "
     "confirmation sun at 4.30, pedestals off the chancel steps + the nave cleared for the families, so we're closing "
     "at 4 on the sun)", "AnnotationError", None, None),
    ("b188_ctl_evermemos_guides_camp_minibus_time_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '5.30' (memory: 2043-06-20T19:30 Becky: minibus leaves the church hall fri 5.30 sharp; 2043-07-01 "
     "Jo: Dave can only do thurs night so kit drop's thurs at the hall; 2043-07-02T08:15 Becky: no sense dragging them "
     "all back to the hall, we'll go straight from school, minibus at 4.15 from the school gates)",
     "AnnotationError", None, None),
]
BATCH189 = [
    ("b189_mem0_dog_show_rescue_judge_extract.py", "mem0 infer=True (scripted model), script style",
     "extraction of Carol's Tue 14/6 note (rang Mrs Pugh re the running order, her grandson's christening's been put "
     "on that sat so she's out, she's asked Dr Shah from Ironbridge vets + he's said yes to the rescue + the "
     "veterans; Bob on water bowls) keeps Bob and the call and drops Mrs Pugh out / Dr Shah in; the first note's "
     "judges line (Mrs Pugh on rescue + veteran) is stored; 'who's judging the rescue class sat?' (Dr Shah) gets Mrs "
     "Pugh", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b189_chroma_egg_hunt_swap_table_place_filter.py", "chroma query where kind=hunt, one root span per note",
     "the Weds 30 Mar note, filed as kind helpers (Jean's doing the swap table but not the porch, too narrow w the "
     "buggies + the bell ringers, so she's set up in the vestry - kids come in the side door), is in the unscoped "
     "top 4 but the query scoped to kind hunt leaves it out; the hunt note (swap finished sheets for an egg at the "
     "porch) is in; 'where do the kids take their sheets for the eggs?' (the vestry) gets the porch",
     "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b189_qdrant_santa_sleigh_takings_sum_delete.py", "qdrant delete of the buckets notes, threads",
     "the kit clear-out's delete of notes tagged buckets (new lids in) removes Ken's Weds one (Church Aston, we "
     "collected £455.20 in the buckets, 2 bucket lids cracked in the cold); Sue's takings notes (mon £412.60, tue "
     "£388.15) are kept; 'how much have we collected so far this week?' (£1,255.95) gets £800.75", "DeletionError",
     "qdrant.delete", "deleted"),
    ("b189_langgraph_tennis_american_day_lost_update.py", "LangGraph store sync, two writers in threads",
     "the noticeboard job puts back its stale tournament record (sat 25th june, 10 till 4ish) with its sign-up-sheet "
     "line, losing Helen's 2044-06-12 edit (county league have put our away match at Shifnal on the sat, their "
     "courts are being resurfaced, so that'd take 6 of our best off - American's sun 26th instead, same times); "
     "'what day's the American?' (Sun 26th June) gets Sat 25th", "UpdateError", "langgraph.store.put",
     "overwritten"),
    ("b189_langchain_pta_quiz_break_how_long_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (quiz night fri 4th march, 8 rounds of 10, fish + chip break after round 4 - half "
     "an hour, Mr Evans says no longer or we'll be there till midnight); the tables, picture round, chippy (8.45) and "
     "quizmaster (2 mins per sheet) turns stay; 'how long do we get for the fish + chip break?' (half an hour) gets "
     "no set length, 15 mins", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b189_zep_santa_sleigh_collectors_count_response.py", "Zep facts (sync client, stand-in), script style",
     "the facts have Ken's thurs 8th dec list (collectors: Bob, Margaret, Dennis, Anne, Phil + Graham) and Anne's Sun "
     "4th Dec line (Dennis has done his back in lifting the sleigh off the trailer so he's out of the collecting this "
     "yr, Phil's on the tractor now as Steve's away, so thurs it's me, Bob, Margaret + Graham on the doors); the "
     "model counts the first list; 'how many collectors have we got on thurs?' (4) gets 6", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b189_llamaindex_egg_hunt_start_time_response.py", "LlamaIndex Memory async (aput/aget), asyncio, no root "
     "span",
     "the chat has the hunt easter mon 18th april 2pm and the 2044-04-06T20:45 turn (Rev Tim's been asked to take a "
     "funeral at 1 on easter mon, wake's in the hall after, so no kids shrieking round the churchyard - hunt's not "
     "till half 3, once the wake's cleared out); the model gives the first time; 'what time's the egg hunt on easter "
     "monday?' (half 3) gets 2pm", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH189_CONTROLS = [
    ("b189_ctl_mem0_pta_quiz_tables_left_label.py", "mem0 infer=False, search, one root span per note",
     "none; label '5' (memory: 2044-01-20T20:00 hall takes 14 tables of 6, 9 sold so far so 5 to go; Tue 9/2 Mrs "
     "Khan had the fire officer round re the new stage, with it up in the hall we're only allowed 12 tables max, he "
     "was very nice about it but no; 17.2. 2 more tables gone - the Yr 6 mums + the cricket club lot)",
     "AnnotationError", None, None),
    ("b189_ctl_chroma_dog_show_enter_on_the_day_label.py", "chroma query, script style",
     "none; label 'yes - entries on the day, £1.50 a class' (memory: 2044-05-11T19:00 entries on the day £1.50 a "
     "class; Tue 14/6 Sheila's not having a repeat of last yr (the spaniel + the gazebo) so 12 a class max, names on "
     "the sheet in the Post Office by the thurs before + that's your lot, fees still paid on the day)",
     "AnnotationError", None, None),
    ("b189_ctl_qdrant_tennis_american_courts_list_label.py", "qdrant query, two writers in threads",
     "none; label 'courts 1, 2, 3 and 4' (memory: 20440514 courts 1, 2, 3 + 4 booked 10-4; 20440601 court 4's net "
     "post has snapped at the winder, new one's not here till july, juniors are away at Shifnal that sat so we'll "
     "borrow their court 5 for the day, Mike's ok'd it)", "AnnotationError", None, None),
    ("b189_ctl_evermemos_tennis_strawberries_time_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '3' (memory: 2044-05-20T19:00 Becky: strawberries + cream at the 3 o'clock break; 2044-06-28T08:00 "
     "Becky: Dawley Farm can't drop them off till gone 12, they're at Wellington market first thing sat + half the "
     "players want them w their sarnies anyway not mid afternoon - so strawbs + cream at 1 w the lunch)",
     "AnnotationError", None, None),
    ("b189_ctl_letta_dog_show_fancy_dress_why_label.py", "Letta core memory block (stand-in), one root span per line",
     "none; label 'because only 3 entered last year' (memory: 10/8 fancy dress - only 3 entries last yr + one was a "
     "pug in a tutu crying its eyes out; Mon 22nd Aug Mary: the insurance bloke says no costumes w anything over the "
     "head or round the neck after that poodle at Prees got caught up on the fence + that's most of them, so we'll "
     "leave it out this yr + do a best dressed owner instead)", "AnnotationError", None, None),
]
BATCH190 = [
    ("b190_mem0_amdram_dress_rehearsal_day_extract.py", "mem0 infer=True (scripted model), script style",
     "extraction of Carol's Weds 8 Apr note (hall's double booked tues 12th, parish council have stuck their meeting "
     "on it, so dress is weds 13th, same time 7pm; Ian can get the lights in by 6; Bev can't get there till 7.30ish) "
     "drops the move to weds 13th; the first note's tues 12th may 7pm dress rehearsal is stored; 'which night's the "
     "dress rehearsal?' (Weds 13th May, 7pm) gets Tue 12th", "ExtractionError", "mem0.extract",
     "omitted_at_extraction"),
    ("b190_qdrant_choir_parking_place_topk.py", "qdrant query top 4, one root span per note",
     "Jan's 3/3 lunch note (WI soup + rolls, 12.30-1.15; oh + council letter thru the door - the Anstice is being "
     "resurfaced that wk, so it's the Blists Hill top car park, 5 min walk down the hill) ranks 5th and the limit=4 "
     "cut leaves it out; Kath's Anstice car park note is in; 'where do we park sat?' (Blists Hill top car park) gets "
     "the Anstice car park", "RetrievalError", "qdrant.query_points", "ranked_out_by_top_k"),
    ("b190_chroma_jumble_entry_tea_sum_delete.py", "chroma delete of the settled hall-booking notes, script style",
     "the tidy-up's delete of notes of kind 'hall booking' (the £45 hire's paid) removes the 14/3 one (hall "
     "committee's put the hire up to £45 so Pat says 50p in this time, kids still free); the plan note (20p in, tea + "
     "a biscuit 60p) is kept; 'how much is it to get in + a tea each for me and mum?' (£2.20) gets £1.60",
     "DeletionError", "chroma.delete", "deleted"),
    ("b190_langgraph_football_presenter_who_lost_update.py", "LangGraph store sync, two writers in threads",
     "the engraving job puts back its stale trophies record (presenting: the mayor, Cllr Bryant) with its engraving "
     "line, losing Dawn's 2043-06-03 edit (mayor's office rang, he's got a civic do in Shrewsbury that night, so Kelly "
     "Marsh - Wellington Town ladies' captain, came up thru our girls' teams - is handing them out); 'who's giving out "
     "the trophies sat?' (Kelly Marsh) gets the mayor", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b190_langchain_cycling_sunday_meet_time_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (meeting 8.30 at the clock tower this wk not 9 - the Copper Teapot shuts at 12 on "
     "sundays since the new owners); the route, back markers, new riders' email ('every Sunday at 9') and cafe "
     "discount turns stay; 'what time we meeting sun?' (8.30) gets 9 as usual", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b190_zep_amdram_tickets_left_difference_response.py", "Zep facts (sync client, stand-in), script style",
     "the facts have 10 tables so 60 max, 47 sold, Sandra's Tue 2nd June (stage end's free if we do the murder on the "
     "floor, so 2 more tables, add 12 to the online thing) and 4 more sold; the model counts 60 seats; 'how many tix "
     "have we still got to sell?' (21) gets 9", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b190_llamaindex_choir_lunch_how_long_response.py", "LlamaIndex Memory async (aput/aget), asyncio, no root span",
     "the chat has lunch 12.30-1.30 and the 2043-02-26T20:40 turn (Graham wants an extra half hour on the Amen chorus "
     "after lunch, so lunch is 12.30-1 now, WI fine w it); the model gives the old length; 'how long do we get for "
     "lunch sat?' (half an hour, 12.30-1) gets an hour", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH190_CONTROLS = [
    ("b190_ctl_mem0_jumble_tables_list_label.py", "mem0 infer=False, search, one root span per note",
     "none; label 'bric-a-brac, books, toys, clothes, cakes' (memory: 2043-09-01T19:00 tables: bric-a-brac (Jean), "
     "books (Ted), toys, 2 clothes rails, cakes (WI); Weds 9 Sept Ted rang - his hip's playing up + he can't be "
     "lifting boxes so he's giving it a miss this time, Sue's sister will have his table for her plants; 15/9 the "
     "playgroup are having the toy table)", "AnnotationError", None, None),
    ("b190_ctl_chroma_football_siblings_yes_no_label.py", "chroma query, script style",
     "none; label 'yes - whole families are welcome' (memory: 2043-05-04T20:00 whole families welcome - bring the "
     "little brothers + sisters; Tue 26th May had the fire officer round, 150 max, so 2 sittings and it's the player + "
     "2 grown-ups each, nobody else, gutted about the little ones)", "AnnotationError", None, None),
    ("b190_ctl_qdrant_cycling_long_route_count_label.py", "qdrant query, two writers in threads",
     "none; label '7' (memory: 20430602 long route names: me, Gaz, Helen, Tom, Priya, Dave, Steve B = 7; 20430609 "
     "Dave's knee's flared up again, he'll tootle round w Sue's lot; 20430610 Helen's sister Mel's coming on the big "
     "one w Helen; 20430611 Tom can't make it sun, it's the in-laws' ruby do)", "AnnotationError", None, None),
    ("b190_ctl_letta_choir_late_start_why_label.py", "Letta core memory block (stand-in), one root span per line",
     "none; label 'because the bus was late last time' (memory: 20.2. last time half of them were late - the 96 bus "
     "was 20 mins behind, so leave extra time; Tue 3rd March Telford half marathon's coming down the high st sat "
     "morning, road shut till 10.15ish + they're using the school car park for the start, so we'll sing from half 10)",
     "AnnotationError", None, None),
    ("b190_ctl_evermemos_football_buffet_time_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '7.30' (memory: 2043-05-20T19:00 Lorraine: buffet's at 7.30 after all the trophies; 2043-05-28 Dawn: "
     "Zumba in till 6.45 so we can't get in before 7; 2043-06-01T08:30 Lorraine: the little ones'll be starving by "
     "half 8, feed them first - buffet as soon as we're in + it's set out, 7.15, trophies after)",
     "AnnotationError", None, None),
]
BATCH191 = [
    ("b191_mem0_brownies_girls_count_extract.py", "mem0 infer=True (scripted model), script style",
     "extraction of Sue's 22.3. note (2 more dropped out - Lily's got a gymnastics comp, Grace's nan's 80th - so 19 "
     "girls now; Tawny's passed her first aid; Hannah's mum coming as a 5th adult) drops the drop-outs and the 19; the "
     "first note's 21 girls line is stored; 'how many girls have we got going now?' (19) gets 21", "ExtractionError",
     "mem0.extract", "omitted_at_extraction"),
    ("b191_chroma_cinema_ices_list_topk.py", "chroma query top 4, one root span per note",
     "Rob's 22.5. projector note (bulb's come; oh + Mr Bates rang - wholesaler's stopped the strawberry tubs, so it's "
     "vanilla + choc only, + a box of Fabs at £1) ranks 5th and the n_results=4 cut leaves it out; Gill's ices note "
     "(vanilla, choc, strawberry £1.50, choc ices £1.20) is in; 'what ices we selling fri + prices?' (vanilla + choc "
     "tubs, choc ices, Fabs) gets the strawberry tubs and no Fabs", "RetrievalError", "chroma.query",
     "ranked_out_by_top_k"),
    ("b191_qdrant_swim_junior_yes_no_delete.py", "qdrant delete of the taster-session notes, script style",
     "the clear-out's delete of points tagged 'taster' removes Jo's 20430517 note (taster went well; oh + committee "
     "agreed juniors 14+ in the squad can come on the sat sessions if a parent's in the water w them); the rules note "
     "(16+ only) is kept; 'can my Josh come on sat? he's 14, in the squad, I'd swim w him' (yes) gets no, 16+ only",
     "DeletionError", "qdrant.delete", "deleted"),
    ("b191_langgraph_relay_anchor_who_lost_update.py", "LangGraph store sync, two writers in threads",
     "the kit job puts back its stale legs record (last leg: Mark) with its race numbers line, losing Dawn's "
     "2043-06-15 edit (Mark's done his calf at parkrun so Steph's doing the last leg, she ran the anchor in '41); "
     "'who's running the last leg sun?' (Steph) gets Mark", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b191_langchain_fete_date_trim.py", "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (fete's moved to sat 11th july not the 4th - the school's put their sports day on "
     "the 4th + we need their field for the dog show); the stalls, tombola, Rev Jane's old poster draft ('Sat 4th "
     "July, 2pm'), teas and dog show turns stay; 'when's the fete again?' (Sat 11th July) gets Sat 4th July",
     "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b191_letta_cinema_finish_time_response.py", "Letta core memory block (stand-in), one root span per line",
     "the block has the 7.30 start, the film's 81 mins, Tue 28th April's 20 min interval half way and 16th may's 10 "
     "min school short shown first; the model adds only the 81 mins; 'what time will it finish fri?' (about 9.20) "
     "gets about 8.50", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b191_llamaindex_brownies_balance_sum_response.py", "LlamaIndex Memory async (aput/aget), asyncio, no root span",
     "the chat has £95 each all in, £40 deposit by 14/3, and the 2043-04-20T21:05 turn (zip wire's back open, £8 "
     "extra a girl, going on the balance); the model leaves the £8 out; 'how much does Ruby's mum still owe? paid the "
     "deposit' (£63) gets £55", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH191_CONTROLS = [
    ("b191_ctl_mem0_fete_tombola_place_label.py", "mem0 infer=False, search, script style",
     "none; label 'on the stage in the church hall' (memory: 2043-04-30T19:45 tombola on the stage in the church hall "
     "as usual (Joan); 20.5. Graham's having the hall floor sanded + varnished the wk of the fete, nobody can walk on "
     "it till the mon after, so teas are in the marquee + Joan's tombola is going under the big cedar on the vicarage "
     "lawn)", "AnnotationError", None, None),
    ("b191_ctl_chroma_swim_session_how_long_label.py", "chroma query, two writers in threads",
     "none; label 'an hour and a half, 7-8.30' (memory: 2043-05-03T20:00 Jo: open water sat mornings 7-8.30; Tue 9th "
     "June Sarah: Kev's on earlies at the hospital from next wk + has to be away by 8, so we're out of the water at 8 "
     "till his rota changes - in by 7 sharp)", "AnnotationError", None, None),
    ("b191_ctl_qdrant_relay_runners_needed_difference_label.py", "qdrant query, one root span per note",
     "none; label '3' (memory: 20430601 entering 3 teams of 4, names so far ... = 9, need 3 more; 20430609 email off "
     "the organisers - loads of entries so it's 2 teams a club max this yr, men's + women's then, the mixed is off, "
     "Karen's happy to be reserve; 20430612 the two teams of 4)", "AnnotationError", None, None),
    ("b191_ctl_zep_brownies_pickup_why_label.py", "Zep facts (sync client, stand-in), script style",
     "none; label 'because the coach broke down last year' (memory: 2043-02-02 pick up sun 3pm at the church; 16th "
     "feb last yr we were an hour late back bc the coach broke down on the A5, so Brookside Coaches this time; Weds 6 "
     "May the centre's got a school group arriving sun lunchtime + need us out by 11 for the cleaners, so pick up is "
     "12.30 now)", "AnnotationError", None, None),
    ("b191_ctl_evermemos_cinema_seats_count_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '80' (memory: 2043-04-20T19:00 Pam: we've got 80 chairs, all out for the film night; 2043-05-12 "
     "Rob: projector table's going in the middle this time; 2043-05-21T09:15 Pam: fire officer came round tues - w "
     "the projector table in the middle + both aisles kept clear we can only have 65 in, so 65 tix)",
     "AnnotationError", None, None),
]
BATCH192 = [
    ("b192_mem0_gardening_coach_pickup_place_extract.py", "mem0 infer=True (scripted model), script style",
     "extraction of Maureen's Tue 3rd June note (council are digging up Church Lane for the new drains, coach can't "
     "get down it so pick up's outside the Red Lion on the main road instead, same time, 8 sharp; Brian's putting it "
     "in the newsletter; Len's bringing folding chairs) garbles it into 'the pick-up at the church is now 8 sharp'; "
     "the first note's 8am church lychgate pick-up is stored; 'where's the coach picking us up sat?' (outside the Red "
     "Lion, 8 sharp) gets the church lychgate", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b192_chroma_wi_craft_fair_tables_sum_scoped.py", "chroma query scoped to kind 'tables', one root span per note",
     "Joan's 16th Oct raffle note (prizes, tix 5 for £1; oh + committee agreed tables are £10 each this yr, the hall's "
     "put a heating charge on, stallholders owe £10 a table, plugs still £2) is filed as 'raffle' and the "
     "where={'kind': 'tables'} query leaves it out (unscoped it's in the top 4); the £8 a table + £2 plug note is in; "
     "'how much do I owe for 2 tables + a plug?' (£22) gets £18", "RetrievalError", "chroma.query",
     "filtered_by_scope"),
    ("b192_qdrant_lifeboat_launch_time_delete.py", "qdrant delete of the settled car park notes, script style",
     "the clear-out's delete of points tagged 'car park' (Pugh's £50 for the field is paid) removes the Tue 20th May "
     "one (farmer Pugh's top field for visitors' cars; oh + Dai's looked at the tide tables, not enough water over the "
     "bar till 2ish so the boat launch is half 2 not 11); the plan note (launch demo 11am) is kept; 'what time's the "
     "boat launch sat?' (half 2) gets 11am", "DeletionError", "qdrant.delete", "deleted"),
    ("b192_langgraph_bowls_finals_date_lost_update.py", "LangGraph store sync, two writers in threads",
     "the umpires' rota job puts back its stale finals record (when: sat 16th aug, 10am start) with its umpires line, "
     "losing Brian's 2043-07-28 edit (Newport's greenkeeper is hollow tining + top dressing the green the wk of the "
     "11th, won't be fit for the sat so it's the sunday after, the 24th - same times); 'what date's finals day?' (Sun "
     "24th Aug) gets Sat 16th Aug", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b192_langchain_youth_orch_interval_length_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (interval's 25 mins this time not the usual 15 - PTA are doing the raffle draw + the "
     "ice creams in it and there's only the one serving hatch); the chairs, tickets, last yr's programme wording "
     "('Interval (15 minutes)') and ice cream turns stay; 'how long's the interval?' (25 mins) gets 15 minutes",
     "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b192_letta_lifeboat_stalls_left_difference_response.py", "Letta core memory block (stand-in), script style",
     "the block has the quay marked out for 20 gazebo pitches, 14 booked, Tue 20th May (harbour master's been down, "
     "slipway end kept clear for the D class launch + the tractor, so we lose 3 pitches at that end) and 2 more "
     "booked; the model counts 20 pitches; 'how many more stalls can we fit on the quay?' (1) gets 4", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b192_llamaindex_gardening_packed_lunch_yesno_response.py",
     "LlamaIndex Memory async (aput/aget), asyncio, no root span",
     "the chat has lunch booked in the Pavilion tearoom at 1.30pm and the 16th may turn (Bodnant rang - the "
     "Pavilion's shut for a refit till july, deposit refunded, so everyone bring a packed lunch, picnic benches by the "
     "Pin Mill); the model says it's all sorted; 'do we need to bring our own lunch thurs?' (yes, packed lunch) gets "
     "no, the tearoom at 1.30", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH192_CONTROLS = [
    ("b192_ctl_mem0_youth_orch_second_half_list_label.py", "mem0 infer=False, search, one root span per note",
     "none; label 'Finlandia, Jupiter, Pirates of the Caribbean, Radetzky March' (memory: 2043-10-06T20:00 2nd half - "
     "Finlandia, Holst's Jupiter, Pirates of the Caribbean medley, Radetzky March; Weds 5 Nov Mr Hale says the horns "
     "are all over the place in Jupiter, it'll not be ready in time, we'll save it for the summer one; 14/11 the yr 7s "
     "begged for the Frozen medley + he said go on then, it goes in after Pirates)", "AnnotationError", None, None),
    ("b192_ctl_chroma_bowls_rinks_count_label.py", "chroma query, script style",
     "none; label '6' (memory: 2043-07-30T18:30 6 rinks - singles on 1 + 2, pairs 3 + 4, triples 5 + 6; Tue 12th Aug "
     "Shifnal's greenkeeper says rink 6 by the ditch is still soggy since the drain went, wants everyone off it or "
     "it'll never come back, so we'll manage w 5 - triples one after the other on rink 5)", "AnnotationError", None,
     None),
    ("b192_ctl_qdrant_wi_craft_fair_raffle_who_label.py", "qdrant query, two writers in threads",
     "none; label 'Margaret, the treasurer' (memory: 20431004 Margaret: raffle - I'll do it as usual, prizes to mine; "
     "20431119 Joan (president): Margaret's off up to Leeds that wknd - her daughter's baby's due any day, so I'll "
     "have the raffle, she's left me the tix + the float, prizes to mine now)", "AnnotationError", None, None),
    ("b192_ctl_zep_youth_orch_venue_why_label.py", "Zep facts (sync client, stand-in), one root span per message",
     "none; label 'because the school hall gets too hot in July' (memory: 20/5 Claire: no blackout blinds since the "
     "refurb + it's like an oven in july; Tue 17th June Mr Hale: caretaker says the hall's full of exam desks for the "
     "GCSE resits that wk + they can't be shifted till the monday, so Rev Price says we can have St Mary's)",
     "AnnotationError", None, None),
    ("b192_ctl_evermemos_lifeboat_visitor_parking_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'the harbour car park' (memory: 2043-06-10T19:00 Jim: visitors park in the harbour car park, £3 all "
     "day; 2043-07-08T07:45 Jim: harbourmaster wants the harbour car park kept for crew cars, the launch tractor + the "
     "bbq van on the day, so visitors up in Pen y Bryn's top field, £3 in a bucket on the gate)", "AnnotationError",
     None, None),
]
BATCH193 = [
    ("b193_mem0_village_show_staging_time_extract.py", "mem0 infer=True (scripted model), script style",
     "extraction of Sheila's Weds 8 Jul note (Mrs Pryce rang, her granddaughter's wedding is at 1 in Ludlow so can "
     "she judge early - said fine so judging starts 9.30 now + staging shuts at 9 sharp not 10; she's bringing her "
     "own scales; shallots aren't onions) keeps the wedding, the scales and the shallots and drops the new times; the "
     "first note's 7.30-10am staging is stored; 'what time have I got to have my veg staged by sat?' (9 sharp) gets "
     "by 10am", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b193_chroma_rugby_dinner_auctioneer_scoped.py", "chroma query scoped to the secretary's notes, one root span "
     "per note",
     "Dai's Weds 23rd Sept table plan note (12 tables of 10, vets on 3; Geraint's away in the Algarve that wk for his "
     "60th so I'll do the auction myself, sorting the paddles) is by 'Dai' and the where={'by': 'Gareth'} query "
     "leaves it out (unscoped it's in the top 4); Gareth's 'Geraint doing the auctioneer bit as usual' note is in; "
     "'who's running the auction on the night?' (Dai, the fixtures sec) gets Geraint, the president",
     "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b193_qdrant_pilgrimage_lunch_stop_delete.py", "qdrant delete of the older route notes by id, two writers in "
     "threads (writes under a lock)",
     "the tidy-up's delete of the route notes older than the final route card removes Gwyneth's 22.8. recce (stiles, "
     "a bull, the ford; oh + the Tanat Inn have stopped doing food saturdays so Bryn's opening up the chapel vestry "
     "at Pen y Bont for us, bring sandwiches); the plan note (lunch at the Tanat Inn, soup + a roll £7) is kept; "
     "'where are we stopping for lunch?' (the chapel vestry at Pen y Bont) gets the Tanat Inn", "DeletionError",
     "qdrant.delete", "deleted"),
    ("b193_langgraph_playgroup_party_day_lost_update.py", "LangGraph store sync, two writers in threads",
     "the food-list job puts back its stale party record (when: weds 16th dec, 10-12) with its food line, losing "
     "Kerry's 2043-11-26 edit (vicar rang, funeral in church on the weds morning + they'll need the hall for the "
     "wake, so we're doing the fri, the 18th - same times); 'what day's the christmas party?' (Fri 18th Dec) gets "
     "Weds 16th Dec", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b193_langchain_carols_pub_stop_length_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (landlords have asked for 20 mins max in each this yr - the Crown's got its xmas "
     "quiz + the Bell's doing food); the route, buckets, last yr's notes ('about half an hour in each') and mince pie "
     "turns stay; 'how long are we in each pub?' (20 mins max) gets about half an hour", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b193_zep_rugby_dinner_table_owed_response.py", "Zep facts (sync client, stand-in), script style",
     "the facts have tickets £45 a head, Tue 22nd Sept (committee agreed a full table of 10 pays for 9, one free "
     "place) and the vets' table of 10; the model charges all 10; 'how much do I send for the vets' table?' (£405) "
     "gets £450", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b193_llamaindex_playgroup_presents_left_response.py", "LlamaIndex Memory sync (put/get), one root span per turn",
     "the chat has 24 presents on the register, Weds 25th Nov (3 new starters - Ruby, Maisie + Leo - need one too, "
     "and Isla's mum asked if Isla can have one, said yes) and 19 wrapped; the model counts the register's 24; 'how "
     "many presents have I still got left to wrap?' (9) gets 5", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
]
BATCH193_CONTROLS = [
    ("b193_ctl_mem0_village_show_veg_classes_label.py", "mem0 infer=False, search, script style",
     "none; label '3 white onions, 5 potatoes, heaviest marrow, 5 runner beans, 3 carrots, any other veg' (memory: "
     "2043-03-09T19:00 veg classes same as last yr - that list; Weds 8 Apr onions - nobody's put any in 2 yrs "
     "running since the white rot, committee said let's not bother this time, 'funniest shaped veg' for the under "
     "12s goes in the gap; Tue 23rd June Dennis asking if his onions can go in any other veg now - yes)",
     "AnnotationError", None, None),
    ("b193_ctl_chroma_pilgrimage_minibus_why_label.py", "chroma query, two writers in threads",
     "none; label 'because some of the older ones couldn't manage the last 4 miles' (memory: 14/6 Gwen - some of the "
     "older ones are worried about the last 4 miles, car on standby?; Tue 18th Aug Rhiannon - NRW have shut the "
     "riverside path past Pont Robert, the bank went in the feb floods, so we stop at Pont Robert + Dewi's minibus "
     "brings us on; 2043-09-03 Gwen - reckon the older ones would've struggled anyway, a blessing in disguise)",
     "AnnotationError", None, None),
    ("b193_ctl_qdrant_rugby_dinner_own_wine_label.py", "qdrant query, one root span per note",
     "none; label 'yes - BYO wine, no corkage' (memory: 10/9 spoke to the hotel re drinks - it's their licence so "
     "nothing brought in, house red + white £16 a bottle on the tables; 2043-10-02 can someone update last yr's "
     "flyer? it said 'lounge suits, carriages 12.30, BYO wine no corkage')", "AnnotationError", None, None),
    ("b193_ctl_letta_playgroup_santa_who_label.py", "Letta core memory block (stand-in), one root span per line",
     "none; label 'Mr Jones, the caretaker' (memory: 2043-09-14 Santa - Mr Jones the caretaker said he'll do it "
     "again; Tue 17th Nov Mr Jones's knee op's come through for the 1st dec, on crutches for weeks, so Maya's grandad "
     "Pete's stepping in - his own beard; 2043-12-03 Mr Jones says he'll still come in + open up + put the heating "
     "on at 8)", "AnnotationError", None, None),
    ("b193_ctl_evermemos_carols_tins_total_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '£350' (memory: 2043-12-18T23:10 Ros - tins counted, Three Tuns £84.20, Castle £61, Boar's Head "
     "£112.50, Six Bells £58.30 - £316 in the tins; 2043-12-21T09:30 Martin - rang the hospice, with the gift aid "
     "envelopes on top (~£34) they reckon it's £350 to them)", "AnnotationError", None, None),
]
BATCH194 = [
    ("b194_mem0_lunch_club_xmas_lift_who_extract.py", "mem0 infer=True (scripted model), script style",
     "extraction of Sheila's 21.11. note (Pat's had her cataract done, can't drive for a month, so Derek (our "
     "treasurer) is doing the Bryn Rd + Haygate lot as well as Admaston in his people carrier, pick ups from 11.45; "
     "posh crackers £12) keeps only the crackers and the 11.45 pick-ups; the 3/11 'Pat (vice chair) doing the Bryn Rd "
     "+ Haygate lot' note is stored; 'who's picking me up for the xmas dinner tmrw? I'm on Bryn Rd' (Derek, the "
     "treasurer) gets Pat, the vice-chair", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b194_chroma_badminton_first_game_time_recent_scope.py",
     "chroma query scoped to the last 28 days (where day >= cutoff), one root span per note",
     "Kev's 27/1 note (the over 60s short mat bowls have the hall till 10 that sat, draw at 10, first games half 10 "
     "now not 9.30) is 35 days old and the where={'day': {'$gte': 20430203}} query leaves it out (unscoped it's in "
     "the top 4); the poster proof's 'play from 9.30am' is in; 'what time do we need to be there sat? when's the "
     "first game?' (draw at 10, first games half 10) gets in for 9, 9.30", "RetrievalError", "chroma.query",
     "filtered_by_scope"),
    ("b194_qdrant_scouts_bag_pack_helpers_short_delete.py",
     "qdrant delete of the store paperwork notes, one root span per note",
     "the clear-out's delete of points tagged 'store' (form signed, insurance sent) removes the 24.11. one (store "
     "manager's do's + don'ts; oh + he's opening all 12 tills that sat, xmas rush, so 2 on every till = 24 a slot "
     "not 16); the plan note (8 tills, 2 a till, 16 a slot) and the rota (1-3: 14 names) are kept; 'how many more do "
     "we need for the 1-3 slot? I've got 14 names' (10) gets 2", "DeletionError", "qdrant.delete", "deleted"),
    ("b194_langgraph_history_walk_meeting_place_lost_update.py", "LangGraph store sync, two writers in threads",
     "the route-card job puts back its stale walk record (meet: by the North Gate, 2pm sharp) with its stops line, "
     "losing Margaret's Tue 5th May edit (North Gate's got scaffolding all round it for the repointing + the council "
     "have shut the pavement, so meeting at the top of the Cliff Railway on Castle Terrace instead, same time); "
     "'where are we meeting sat for the walk?' (top of the Cliff Railway, Castle Terrace) gets the North Gate",
     "UpdateError", "langgraph.store.put", "overwritten"),
    ("b194_langchain_bike_club_marshal_kit_list_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (6 marshals, each brings hi-vis, a whistle + one of the little bum bag first aid "
     "kits this time, after last yr's slalom spill); the cones, helmets, last yr's marshal email ('just bring your "
     "hi-vis and a smile!') and sign-in turns stay; 'what do the marshals need to bring sun?' (hi-vis, a whistle, a "
     "small first aid kit) gets just hi-vis", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b194_zep_bike_club_playground_how_long_response.py", "Zep facts (sync client, stand-in), script style",
     "the facts have the playground booked 10-1 and Tues 8th Sept (the caretaker has to lock the gates at half 12 "
     "now, the church next door's christening wants the car park from 12.45, so we lose the last half hr); the model "
     "goes by the booking; 'how long have we got the playground for sat?' (2 and a half hours, 10 till half 12) gets "
     "3 hours", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b194_llamaindex_scouts_bag_pack_total_sum_response.py",
     "LlamaIndex Memory async (aput/aget), asyncio, one root span per turn",
     "the chat has the morning buckets £412.60, the afternoon buckets £538.15 and the mon 7/12 turn (the JustGiving "
     "link on the bucket QR codes got £85 from people who'd no cash, counts for the bag pack too); the model adds the "
     "buckets only; 'how much did the bag pack raise altogether?' (£1,035.75) gets £950.75", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH194_CONTROLS = [
    ("b194_ctl_mem0_bike_club_own_helmet_yesno_label.py", "mem0 infer=False, search, script style",
     "none; label 'yes - no helmet no ride' (memory: 2043-08-24T20:10 every kid MUST have a helmet on - no helmet no "
     "ride; Weds 9 Sept Halfords in town lending us 20 helmets all sizes for the day, so if your kid's grown out of "
     "theirs don't go buying one just for this, we'll find one to fit at sign in)", "AnnotationError", None, None),
    ("b194_ctl_chroma_history_talk_start_time_label.py", "chroma query, two writers in threads",
     "none; label '3.30' (memory: 2043-03-02T19:30 walk from the Guildhall at 2, talk after in the Guildhall about "
     "3.30ish; Tue 7th Apr Dr Price can't stay late, her grandson's got a swimming gala in Telford at 4, so she's "
     "asked to go first - she'll do her bit in the Guildhall at 2 and we'll walk after)", "AnnotationError", None,
     None),
    ("b194_ctl_qdrant_lunch_club_xmas_numbers_count_label.py", "qdrant query, script style",
     "none; label '34' (memory: 2043-10-20T10:30 xmas dinner names - 34 inc the 2 helpers; Thu 26 Nov Elsie's off to "
     "her daughter's in Chester for xmas week so she'll miss it + Bill's still in the Royal Shrewsbury with his "
     "chest, don't expect him; 2.12. orders turkey 24, salmon 6, veggie 2)", "AnnotationError", None, None),
    ("b194_ctl_letta_scouts_bag_pack_which_saturday_label.py", "Letta core memory block (stand-in), one root span "
     "per note", "none; label 'Sat 5th Dec' (memory: 2043-10-12T19:00 bag pack sat 5th dec Morrisons 9-4; Tue 3rd "
     "Nov Lorraine rang - the Rotary had already got the 5th for their Santa sleigh collection, she's squeezed us in "
     "the sat before, 28th, same times)", "AnnotationError", None, None),
    ("b194_ctl_evermemos_badminton_four_courts_why_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'because not enough pairs entered' (memory: 2043-02-10T19:30 Sue: only 14 pairs in so far, was "
     "hoping for 20; 2043-02-26T08:10 Kev: leisure centre double booked the hall, county netball have courts 5 + 6 "
     "till 1 for their u14s trials, so 4 courts for the groups in the morning, all 6 after lunch)", "AnnotationError",
     None, None),
]
BATCH195 = [
    ("b195_mem0_choir_sing_afternoon_pianist_who_extract.py", "mem0 infer=True (scripted model), script style",
     "extraction of Ruth's Weds 20 Apr note (Alan's hip op's come thru for the 9th, no playing for 6 wks; Gwen "
     "(organist at St Mary's in Broseley) doing the afternoon + evening, Alan's grandson Tom the morning; Sheila's "
     "lemon drizzle, WI scones) keeps only the cakes; the 2044-03-02 'Alan (our organist) on the piano all day' note "
     "is stored; 'who's playing for us in the afternoon sat?' (Gwen, the St Mary's organist) gets Alan, the organist",
     "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b195_chroma_regatta_briefing_place_kind_scope.py",
     "chroma query scoped to racing notes (where kind == racing), one root span per note",
     "Mair's 8/6 note filed as 'house' (contractors relaying the clubhouse floor, bar shut, loos = the portakabin; "
     "so helms briefing sat is under the gazebo at the top of the slipway, same time) is left out by the "
     "where={'kind': 'racing'} query (unscoped it's in the top 4); the racing note's 'briefing 9.30 in the clubhouse "
     "bar' is in; 'where's the helms briefing on sat?' (under the gazebo at the top of the slipway) gets the "
     "clubhouse bar", "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b195_qdrant_seed_swap_tables_short_delete.py", "qdrant delete of the hall-booking notes, script style",
     "the clear-out's delete of points tagged 'hall' (paid, keys sorted) removes the 22.2. one (Doreen's £30 + keys; "
     "btw only 6 trestles left in the hall store, the rest went to the school for sports day + never came back); the "
     "plan note (14 tables - 10 of the hall's trestles + 4 of our pasting tables) is kept; 'how many tables do we "
     "need to bring in ourselves for sat?' (8) gets 4", "DeletionError", "qdrant.delete", "deleted"),
    ("b195_langgraph_barn_dance_setup_day_lost_update.py", "LangGraph store sync, two writers in threads",
     "the volunteer-sheet job puts back its stale set-up record (when: fri 7th from 6pm) with its signed-up line, "
     "losing Carol's Tue 27th Sept edit (Zumba lot have moved from tues to fri nights + have the hall till 9, so "
     "setting up is sat 8th from 10am instead, hall's ours all day); 'what day are we doing the setting up?' (Sat "
     "8th, from 10am) gets Fri 7th from 6pm", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b195_langchain_darts_finals_buffet_list_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (Bev's buffet, £60 out the kitty: chilli + rice, sausage rolls, chip butties + her "
     "cheese n onion pie, no sandwiches this yr); the boards, fixtures, last yr's poster ('Buffet: sandwiches, crisps "
     "+ sausage rolls!') and trophies turns stay; 'what's on the buffet fri?' (chilli and rice, sausage rolls, chip "
     "butties, cheese and onion pie) gets last year's sandwiches, crisps and sausage rolls", "UpdateError",
     "langchain.trim_messages", "trimmed_from_window"),
    ("b195_letta_darts_finals_first_darts_time_response.py", "Letta core memory block (stand-in), script style",
     "the block has 2044-10-03T21:00 darts from 8, buffet 7.30ish and Weds 26 Oct (Sandra's got a 70th in the lounge "
     "till 8 so buffet's half 8 now + first darts 9 once everyone's eaten); the model goes by the first line; 'what "
     "time do the darts start fri?' (9) gets 8", "ResponseError", "litellm.completion",
     "ignored_sufficient_context"),
    ("b195_llamaindex_seed_swap_home_saved_yesno_response.py",
     "LlamaIndex Memory async (aput/aget), asyncio, one root span per turn",
     "the chat has last yr's flyer rules ('Shop-bought packets only please, in date - no loose seed') and the 16th "
     "feb turn (Pam (chair) says home-saved is fine this yr as long as it's in a paper envelope w the variety + year "
     "written on, no F1s); the model goes by the old flyer; 'can people bring their own saved seed sat?' (yes, "
     "labelled, no F1s) gets no", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH195_CONTROLS = [
    ("b195_ctl_mem0_choir_sing_sponsor_total_label.py", "mem0 infer=False, search, script style",
     "none; label '£735' (memory: Weds 8 Apr altos £185; 22.4. tenors + basses £240; 2043-05-05T20:15 sopranos £210 "
     "+ the Rotary have promised £100, so we're on £735 with theirs; Weds 13 May Gordon from the Rotary rang, bit red "
     "faced - their giving's all on hold till the new treasurer's in post in June, so nothing from them this time)",
     "AnnotationError", None, None),
    ("b195_ctl_chroma_regatta_pursuit_how_long_label.py", "chroma query, two writers in threads",
     "none; label '90 minutes' (memory: 2044-05-02T20:00 pursuit race after lunch, 90 mins; 16th May Tony: neaps "
     "that wkend, not much water over the bar after 3 + the moorings off the point will be sticking out, 90 mins is "
     "asking for trouble for the Toppers, so we're doing an hour and a quarter)", "AnnotationError", None, None),
    ("b195_ctl_qdrant_darts_finals_team_count_label.py", "qdrant query, one root span per note",
     "none; label '8' (memory: 2044-09-28T21:30 8 teams through for the cup; Weds 5 Oct the draw, Plough v Red Lion "
     "B ...; 2044-10-19T20:45 Col (Red Lion B capt) rang - half their lot have gone to play for the Legion on thurs "
     "nights + he can't get a team together for the 18th, so the Plough go straight thru to the semis)",
     "AnnotationError", None, None),
    ("b195_ctl_zep_barn_dance_caller_who_label.py", "Zep facts (sync client, stand-in), script style",
     "none; label 'Jim Peel' (memory: 2044-06-14T19:30 band booked w Jim Peel calling; Tue 23rd Aug Jim's done his "
     "back in stacking bales, flat on the settee for a fortnight, his daughter Sally's been calling alongside him for "
     "years + she's stepping in, same band, same money)", "AnnotationError", None, None),
    ("b195_ctl_evermemos_seed_swap_eleven_start_why_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'because the hall's got the toddler group till 11' (memory: 2044-01-20T19:00 Pam: Town Hall's ours "
     "for the sat; the Methodist schoolroom has the toddler group till 11 on tues + thurs, no good for a weekday do; "
     "2044-02-03T21:15 Jan: Monty from the county seed library doesn't drive + the first sat bus out of Shrewsbury "
     "doesn't get in till 10.40, we want his talk first thing, so doors at 11 this yr not 10)", "AnnotationError",
     None, None),
]
BATCH196 = [
    ("b196_mem0_knitting_blanket_dropoff_place_extract.py", "mem0 infer=True (scripted model), script style",
     "extraction of Brenda's Weds 7 Oct note (Jan rang the hospice - they can't take anything in at the front desk "
     "any more, infection control, so we're handing over at their charity shop on Mardol instead, same day same "
     "times, Lynne the manager'll meet us; baby blankets 4ply not DK) keeps only the 4ply line; the 14/9 'hospice "
     "front desk at Bicton Heath' note is stored; 'where are we taking the blankets sat?' (the charity shop on "
     "Mardol) gets the front desk", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b196_chroma_cricket_sixes_first_game_time_kind_scope.py",
     "chroma query scoped to the fixtures notes (where kind == fixtures), one root span per note",
     "Dave's 23.6. note, filed as 'social' (bbq from half 6; oh + the umpires are doing the league cup final in the "
     "morning so can't be with us till 11 - first games sun put back to 11 not 10.30), is left out by the "
     "where={'kind': 'fixtures'} query (unscoped it's in the top 4); the fixtures note's 'first games 10.30' is in; "
     "'what time's the first game sun?' (11) gets 10.30", "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b196_qdrant_cubs_karting_places_left_delete.py",
     "qdrant delete of the paid-up money notes, one root span per note",
     "the clear-out's delete of points tagged 'money' (deposit, balance paid) removes the 22.3. one (balance 18 x "
     "£26 less the deposit; Gemma at the track says they've got the new junior karts in, 12 of them, so 2 heats of "
     "12 + they can fit in 24 cubs not 18); the plan note (18 cubs max, 3 heats of 6) and the rota (16 booked, 9 "
     "waiting) are kept; 'how many more cubs can we fit in?' (8) gets 2", "DeletionError", "qdrant.delete",
     "deleted"),
    ("b196_langgraph_museum_stores_tour_guide_lost_update.py", "LangGraph store sync, two writers in threads",
     "the booking-sheet job puts back its stale tours record (2pm: the stores w Helen, collections manager) with its "
     "numbers line, losing Pete's Tue 16th June edit (Helen's off that wk - her daughter's wedding in Menorca - so "
     "Martin the archivist is doing the 2 o'clock stores tour instead); 'who's taking the 2 o'clock tour sat?' "
     "(Martin, the archivist) gets Helen, the collections manager", "UpdateError", "langgraph.store.put",
     "overwritten"),
    ("b196_langchain_tree_festival_trees_in_by_day_trim.py",
     "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (trees in + dressed by tue 1st dec, 4pm latest - the flower guild have the church "
     "all day weds for the advent wreaths); the lights, the October draft entry form ('delivered + dressed by "
     "Wednesday 2nd December'), entrants and mulled wine turns stay; 'when have the entrants got to have their "
     "trees in by?' (Tue 1st Dec, 4pm) gets Weds 2nd Dec", "UpdateError", "langchain.trim_messages",
     "trimmed_from_window"),
    ("b196_zep_knitting_mohair_yesno_response.py", "Zep facts (sync client, stand-in), script style",
     "the facts have 'use up whatever wool you've got' and Weds 7 Oct (Sasha, the neonatal unit's fundraiser, says "
     "nothing fluffy pls - no mohair, no eyelash yarns, the fibres shed near the babies' faces; washable DK or "
     "acrylic only); the model goes by the first; 'can I do my squares in that lovely fluffy mohair?' (no) gets yes",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b196_llamaindex_cubs_karting_paid_track_sum_response.py",
     "LlamaIndex Memory async (aput/aget), asyncio, one root span per turn",
     "the chat has the £120 deposit, the £360 balance (20 x £24 less the deposit) and the tue 21st turn (Baloo + Kaa "
     "in the parents' heat, £30 each, paid to the track on the pack card over the phone), plus the coach paid to "
     "Boultons; the model adds the deposit and balance only; 'how much have we paid the track altogether?' (£540) "
     "gets £480", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH196_CONTROLS = [
    ("b196_ctl_mem0_tree_festival_trees_count_label.py", "mem0 infer=False, search, script style",
     "none; label '34' (memory: 2043-10-05T19:00 entries closed!! 34 trees; Thurs 22 Oct the WI have had to pull "
     "out, not enough of them up to the ladders this yr + the Brownies are going in with the Guides on one big "
     "tree, Brown Owl wants them doing it together)", "AnnotationError", None, None),
    ("b196_ctl_chroma_museum_galleries_open_list_label.py", "chroma query, two writers in threads",
     "none; label 'Geology, the Romans, Costume, the Castle room and Local Life' (memory: 2043-05-02T10:00 all 5 "
     "galleries open: Geology, the Romans, Costume, the Castle room + Local Life; Tue 23rd June decorators still in "
     "Costume, they found damp behind the panelling, no chance it's dry + the cases back in by sat, rope it off)",
     "AnnotationError", None, None),
    ("b196_ctl_qdrant_cricket_sixes_game_length_label.py", "qdrant query, script style",
     "none; label '45 minutes' (memory: 2043-05-20T21:00 6 overs a side, games 45 mins; 16th June 12 teams in now, "
     "to get through the groups + be done for the bbq at half 6 we can't be doing 45 min games - 5 overs a side, 35 "
     "mins a game, captains all ok'd it on the whatsapp)", "AnnotationError", None, None),
    ("b196_ctl_letta_cubs_karting_sunday_why_label.py", "Letta core memory block (stand-in), one root span per note",
     "none; label 'because the track was fully booked on the saturday' (memory: 2043-01-20T19:30 Gemma says the "
     "sat's nearly fully booked but she's pencilled us in; Mon 23rd Feb half the pack are in the district swimming "
     "gala on the sat 14th so I rang Gemma + she's moved us to sun 15th)", "AnnotationError", None, None),
    ("b196_ctl_evermemos_knitting_handover_time_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label '2pm' (memory: 2043-10-30T11:00 hand over thurs 26th nov 2pm at the children's ward; "
     "2043-11-18T09:45 Sister Kerry rang - 2's when the consultants do their round, it's chaos, she'd rather we "
     "came after visiting so half 3, still the thurs)", "AnnotationError", None, None),
]
BATCH197 = [
    ("b197_mem0_bellringers_coach_time_extract.py", "mem0 infer=True (scripted model), script style",
     "extraction of Geoff's Weds 8 Apr note (Clun's tower captain rang - they've a wedding at 12 + the flower ladies "
     "want the church from 11, so can we be there for 10; coach goes at 8 now not half 8; Lydbury N new rope on the "
     "4th) keeps only the rope line; the 14/3 'coach leaves the lychgate 8.30 sharp' note is stored; 'what time's "
     "the coach going sat?' (8) gets 8.30", "ExtractionError", "mem0.extract", "omitted_at_extraction"),
    ("b197_chroma_football_u11_pitch_team_scope.py",
     "chroma query scoped to the age group's notes (where team == U11), one root span per note",
     "Sue's 16th June note, filed for 'all' (burger van needs the power so it's by the clubhouse, pitch 3 too tight - "
     "Carl's moved the U11s up to pitch 6 on the top field), is left out by the where={'team': 'U11'} query "
     "(unscoped it's in the top 4); the U11 note's 'all on pitch 3' is in; 'which pitch are the U11s on sun?' "
     "(pitch 6, top field) gets pitch 3", "RetrievalError", "chroma.query", "filtered_by_scope"),
    ("b197_qdrant_swim_places_left_done_todos_delete.py",
     "qdrant delete of the ticked-off to-dos, one root span per note",
     "the clear-out's delete of points with done == true removes the 28/9 to-do (ring the leisure centre re lanes - "
     "Kev says the aquafit's cancelled that sat so all 6 lanes 5-7, still 5 a lane); the plan note (4 lanes x 5 = "
     "20 swimmers) and the rota (19 signed up) are kept; 'how many more swimmers can we take?' (11) gets 1",
     "DeletionError", "qdrant.delete", "deleted"),
    ("b197_langgraph_wi_tea_tickets_who_lost_update.py", "LangGraph store sync, two writers in threads",
     "the ticket-tally job puts back its stale tickets record (from Jean, the treasurer) with its sold line, losing "
     "Pat's Tue 9th June edit (Jean had her hip done, laid up a few wks - Mavis, the president, has the ticket book "
     "now); 'who do I get tickets off now?' (Mavis, the president) gets Jean, the treasurer", "UpdateError",
     "langgraph.store.put", "overwritten"),
    ("b197_langchain_quiz_night_date_trim.py", "LangChain history + trim_messages (last 10), turn spans",
     "turn 6's trim drops turn 1 (quiz can't be the 9th - the church have put the harvest supper in the hall, vicar "
     "never wrote it in the diary - so Fri 16th Oct, 7.30 for 8); the teams, the June booking email ('Friday 9th "
     "October 2043, 7-11pm'), rounds and chips turns stay; 'what date do I put on the facebook post?' (Fri 16th Oct) "
     "gets Fri 9th Oct", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b197_letta_football_late_entry_yesno_response.py", "Letta core memory block (stand-in), script style",
     "the block has 'entries close fri 29th may, NO late ones this yr' and Tue 2nd June (Dave's 3 teams short in the "
     "U10s so he'll still take U10s till fri 12th, just message him); the model goes by the first; 'is it too late "
     "to get my U10s in?' (no) gets yes", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b197_llamaindex_swim_sponsor_total_sum_response.py",
     "LlamaIndex Memory async (aput/aget), asyncio, one root span per turn",
     "the chat has the juniors' forms (£418.50 banked), JustGiving (£265 after fees; the Rotary match not in yet) and "
     "the tue 17th turn (mostly the masters wanting another swim in the autumn; their forms in at last, £301 all "
     "told, banked at Lloyds), plus the £45 lifeguard out of the pot; the model adds the juniors and JustGiving "
     "only; 'how much sponsor money have we actually got in so far?' (£984.50) gets £683.50", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
]
BATCH197_CONTROLS = [
    ("b197_ctl_mem0_quiz_rounds_list_label.py", "mem0 infer=False, search, script style",
     "none; label 'general knowledge, music intros, sport, geography, 80s telly, food and drink, local history and "
     "the picture round' (memory: 2043-02-03T20:30 8 rounds ... food + drink, local history, then the picture round; "
     "22.2. Ken went thru last yr's sheets - not one team got more than 2 in the local round, all the old railway + "
     "the quarry, so we'll give local a rest this time, Ken's got a 'name the year' one up his sleeve)",
     "AnnotationError", None, None),
    ("b197_ctl_chroma_bellringers_time_per_tower_label.py", "chroma query, two writers in threads",
     "none; label '45 minutes' (memory: 2043-04-02T21:00 5 towers, 45 mins at each tower; 16th May with 28 coming "
     "everyone wants a proper go + 45 mins is no good for the learners, so me + Geoff have left Culmington out this "
     "yr - an hour at each of the other 4 towers)", "AnnotationError", None, None),
    ("b197_ctl_qdrant_wi_tea_tables_count_label.py", "qdrant query, script style",
     "none; label '12' (memory: 2043-07-14T10:30 72 tickets, 12 tables of 6; Weds 26 Aug tickets all gone at 60, "
     "we'd never fit more in round the cake stall + raffle anyway so no point laying 12 - 10 tables of 6 for the "
     "teas, the other 2 for the cake stall + the raffle)", "AnnotationError", None, None),
    ("b197_ctl_zep_quiz_chips_bridgnorth_why_label.py", "Zep facts (sync client, stand-in), one root span per message",
     "none; label 'because the Golden Fry put its prices up' (memory: 14/10 Golden Fry's up to £7.50 a cod now, still "
     "cheaper than anywhere in Bridgnorth mind; 2043-11-02T18:30 Sandeep's shut the whole wk of the 9th, he's off to "
     "his nephew's wedding in Leicester, so I've rung the Codfather in Bridgnorth)", "AnnotationError", None, None),
    ("b197_ctl_evermemos_football_burger_van_place_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'by the clubhouse' (memory: 2043-05-20T19:00 burger van by the clubhouse as usual; "
     "2043-06-23T08:30 van can't go by the clubhouse this yr - the new container's there + the drains are all dug "
     "up, I'll put him on the hardstanding by the top car park gate)", "AnnotationError", None, None),
]
BATCH198 = [
    ("b198_mem0_allotment_plant_stall_dropoff_day_extract.py", "mem0 infer=True (scripted model), script style",
     "extraction of Keith's Weds 3 Jun note (the hut's being re-felted the wk of the 15th so it's locked all that "
     "week, so plants for the stall to Maureen's plot instead, no. 14 by the water trough, by weds 17th latest - she "
     "needs thurs to price them; teas - Brenda's doing a scone rota) keeps only the scone rota line; the 16th may "
     "'bring them to the hut by fri 19th' note is stored; 'when have I got to get my spare plants in for the stall?' "
     "(by Weds 17th, to Maureen's plot) gets Fri 19th at the hut", "ExtractionError", "mem0.extract",
     "omitted_at_extraction"),
    ("b198_qdrant_rowing_head_div1_boating_time_scope.py",
     "qdrant query scoped to the race notes (section == race), one root span per note",
     "Jo's Tue 24th note, filed under 'club' (kit order from Godfrey in at last, AIOs £48, splash tops £35; also the "
     "organisers emailed - river's up + still rising so they're running div 1 early, boating 8.45 not 9.30), is left "
     "out by the section == 'race' query (unscoped it's in the top 4); the plan note's 'div 1 boating 9.30' is in; "
     "'what time have div 1 crews got to be boated by sat?' (8.45) gets 9.30", "RetrievalError",
     "qdrant.query_points", "filtered_by_scope"),
    ("b198_chroma_dog_show_best_rescue_judge_delete.py",
     "chroma delete of the entries notes, one root span per note",
     "the clear-out's delete where kind == 'entries' removes the Mon 7th note (entries closed, 64 dogs; oh + Mrs P's "
     "done her knee so she can't be on her feet in the ring for best rescue - Alan (tues night instructor) judging "
     "it instead); the judges note (best rescue: Mrs Pritchard (chair)) is kept; 'who's judging best rescue sat?' "
     "(Alan, the Tuesday night instructor) gets Mrs Pritchard, the chair", "DeletionError", "chroma.delete",
     "deleted"),
    ("b198_langgraph_art_club_paintings_room_left_lost_update.py", "LangGraph store sync, two writers in threads",
     "the entries job puts back its stale hanging record (main hall only - the club boards take 60 paintings max) "
     "with its count line (54 handed in), losing Sylvia's Weds 1st July edit (the library upstairs is letting us "
     "have the reading room as well, 20 more on the screens, so 80 max now); 'how many more paintings can we take?' "
     "(26) gets 6", "UpdateError", "langgraph.store.put", "overwritten"),
    ("b198_langchain_carol_service_mince_pies_list_trim.py",
     "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (mince pies sorted - WI doing 4 doz, Jean a gluten free batch + the Co-op giving "
     "10 doz, Greggs said no this yr, new manager); the readers, last year's poster text ('Mince pies kindly donated "
     "by Greggs and the WI'), choir, candles and collection turns stay; 'who's giving us the mince pies?' (the WI, "
     "Jean and the Co-op) gets Greggs and the WI", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b198_letta_rowing_head_trailer_park_place_response.py",
     "Letta core memory block (stand-in), one root span per note",
     "the block has 'trailer park + rigging on the rugby club field off the Bromfield rd' and Tue 3rd Nov (race sec "
     "emailed - rugby club's pitches are waterlogged so no trailers on them this yr, trailer park moved to the top "
     "end of the Linney car park) and 'everyone at the Linney for 8.30 to rig'; the model goes by the first; 'where "
     "do we meet the trailer sat?' (the top end of the Linney car park) gets the rugby club field", "ResponseError",
     "litellm.completion", "ignored_sufficient_context"),
    ("b198_llamaindex_allotment_teas_how_long_response.py",
     "LlamaIndex Memory async (aput/aget), asyncio, one root span per turn",
     "the chat has 'teas in the hut 2-4', Weds 10th (the band can only come in the morning now, 11-1, so we're "
     "starting the teas at 11 too, still finishing at 4) and the rota (me 11-1, Sheila 1-3, Maureen 3-4); the model "
     "goes by the first turn; 'how long are the teas on for sat?' (5 hours, 11 till 4) gets 2 hours",
     "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH198_CONTROLS = [
    ("b198_ctl_mem0_allotment_open_day_takings_sum_label.py", "mem0 infer=False, search, script style",
     "none; label '£492.40' (memory: 2043-06-20T17:45 teas £212.40, plant stall £186, raffle £94 - so £492.40 on the "
     "day; Mon 22nd Sheila counted the teas tin again - the £50 float was still in it so that's ours not takings, "
     "teas made £162.40 really)", "AnnotationError", None, None),
    ("b198_ctl_chroma_dog_show_rain_yesno_label.py", "chroma query, two writers in threads",
     "none; label 'no - it's called off if it rains' (memory: Weds 12 Aug wet weather plan - last yr's got called "
     "off cos of the rain, never again!! if it's wet on the day we're in the school's sports hall, Mr Davies "
     "(caretaker) has ok'd it)", "AnnotationError", None, None),
    ("b198_ctl_qdrant_carol_service_lessons_count_label.py", "qdrant query, script style",
     "none; label '9' (memory: 2043-11-02T11:15 Nine Lessons + Carols as always; Tue 17th Nov Rev Sue wants it under "
     "the hour this yr, folk were fidgeting by the end last time, so we're leaving out the 2 Isaiahs, 7 readings. "
     "keep 'Nine Lessons and Carols' on the poster tho)", "AnnotationError", None, None),
    ("b198_ctl_zep_art_club_hanging_fee_why_label.py", "Zep facts (sync client, stand-in), script style",
     "none; label 'to pay for the new display boards' (memory: 2043-04-15T19:00 hanging fee £5 a picture this yr "
     "(was £3) - the Town Hall have put the hire up to £40 a day + we're getting proper insurance; 3/5 Derek - is the "
     "fee up cos of those new display boards?; Weds 6 May no Derek the boards came out of the Arts Council grant)",
     "AnnotationError", None, None),
    ("b198_ctl_evermemos_art_club_private_view_time_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'half 6' (memory: 2043-06-24T10:00 private view thurs 9th july, artists + helpers there for half 6 "
     "pls to put the labels + red dots out, doors for guests 7.30; 2043-06-29T20:15 invites printed - 120, 7.30 on "
     "them)", "AnnotationError", None, None),
]
BATCH200 = [
    ("b200_mem0_cricket_juniors_u11_nets_night_extract.py", "mem0 infer=True (scripted model), script style",
     "extraction of Dave's Tue 19th note (from this wk the u11s are on thurs not tues, 6-7 - the 1st XI have got the "
     "nets tues nights now for the league, Gemma's fine with it; also bring a water bottle, the pavilion tap's off) "
     "keeps only the water bottle line; the first note's 'u11s 6.30-7.30' (Tuesdays) is stored; 'what night are the "
     "u11s on this wk? Ollie's got swimming tues' (Thursday, 6-7) gets Tuesday 6.30-7.30", "ExtractionError",
     "mem0.extract", "omitted_at_extraction"),
    ("b200_chroma_village_hall_sellers_setup_time_topk.py",
     "chroma query with n_results=3, one root span per note",
     "Linda's Weds 4 May note (Jan's Brownies have got the hall fri night for their sleepover, not out till 8.30 so "
     "nobody in before quarter to 9) ranks 6th for the seller's question and top 3 leaves it out (the 6 nearest have "
     "it); the first note's 'sellers in from 8 to set up' is in; 'what time can sellers get in to set up sat?' "
     "(quarter to 9) gets from 8", "RetrievalError", "chroma.query", "ranked_below_top_k"),
    ("b200_qdrant_bowls_xmas_lunch_room_delete.py",
     "qdrant delete of the menu notes (filter selector), one root span per note",
     "the clear-out's delete where kind == 'menu' removes the Tue 22nd Nov note (menu choices in - 31 turkey, 9 "
     "beef...; oh + the Lion rang, the function room's double booked the 15th (a funeral tea) so they're putting us "
     "in the Garden Room at the back instead, ground floor); the seating note (function room upstairs, lift by "
     "reception) is kept; 'which room are we in at the Lion thurs? the wife can't do stairs' (the Garden Room, "
     "ground floor) gets the function room upstairs", "DeletionError", "qdrant.delete", "deleted"),
    ("b200_langgraph_gang_show_front_of_house_lost_update.py", "LangGraph store sync, two writers in threads",
     "the ticket job puts back its stale front of house record (Mrs Patel (beaver leader) doing FOH) with its sold "
     "line (fri 84, sat 117), losing Rachel's Tue 8th March edit (Mrs Patel's off to her sister's in Leeds that "
     "weekend so Tom (explorer unit leader) doing FOH with 3 of his explorers); 'who's running front of house? got "
     "the float to hand over' (Tom, the explorer unit leader) gets Mrs Patel, the beaver leader", "UpdateError",
     "langgraph.store.put", "overwritten"),
    ("b200_langchain_brass_band_stands_to_borrow_trim.py",
     "LangChain history + trim_messages (last 12), turn spans",
     "turn 7's trim drops turn 1 (18 stands in the bandroom but 5 are the old wobbly ones that blew over at Lyth Hill, "
     "Rob says they're scrap, so 13 proper ones); the dates, last year's kit list ('Stands: 18 (band's own)'), "
     "players (26 stands needed), buckets and van turns stay; 'how many stands have we got to borrow off the Sally "
     "Army for sun?' (13) gets 8", "UpdateError", "langchain.trim_messages", "trimmed_from_window"),
    ("b200_zep_bowls_xmas_lunch_cost_two_response.py", "Zep facts (sync client, stand-in), script style",
     "the facts have '£26.50 a head' (2044-10-05T14:00) and Tue 18th Oct (committee agreed the club's putting £6 a "
     "head towards it for members out of the bar profits so members pay £20.50, guests full whack); the model "
     "prices it without the subsidy; 'how much do I owe Alan for the lunch, me and June? she's a member too' (£41) "
     "gets £53", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
    ("b200_llamaindex_village_hall_own_table_yesno_response.py",
     "LlamaIndex Memory async (aput/aget), asyncio, one root span per turn",
     "the chat has 'inside pitches £7, table provided (the hall trestles)' and Tue 21st (the hall trestles have gone "
     "to the school for their sports day + they're not back till the 4th so inside pitches bring your own table too "
     "now); the model goes by the first turn; 'does she need to bring her own table for an inside pitch sat?' (yes) "
     "gets no", "ResponseError", "litellm.completion", "ignored_sufficient_context"),
]
BATCH200_CONTROLS = [
    ("b200_ctl_mem0_brass_band_sunday_set_how_long_label.py", "mem0 infer=False, search, script style",
     "none; label '3 hours, 2 till 5' (memory: 2044-05-02T21:00 bandstand season at the Quarry, sundays 2-5, two "
     "halves; Tue 7th June rang the parks office - the 26th we're sharing with Shrewsbury Town Band, they've got "
     "their new MD to show off so they're doing the 1st half + we're on after their interval, 3.30-5)",
     "AnnotationError", None, None),
    ("b200_ctl_chroma_gang_show_cub_acts_list_label.py", "chroma query, two writers in threads",
     "none; label 'the sea shanty, the Bake Off sketch and Alfie's magic act' (memory: 2044-01-18T19:30 cubs acts - "
     "sea shanty, the Bake Off sketch, + Alfie's magic act; Weds 10 Feb Alfie's in plaster up to the elbow, came off "
     "his bike, so no card tricks this time bless him - he's going to be Paul Hollywood in the bake off one instead)",
     "AnnotationError", None, None),
    ("b200_ctl_qdrant_cricket_u9s_count_label.py", "qdrant query, script style",
     "none; label '18' (memory: 2044-04-02T10:00 u9s list - 18 signed up so far; 9.4. Harry W + Josh P turn 10 "
     "before 1st Sept so they count as u11s this season, moved them across to Gemma's group; Tue 19th 1 more, Ava "
     "(Tom's little sister) joined)", "AnnotationError", None, None),
    ("b200_ctl_letta_village_hall_sale_date_label.py", "Letta core memory block (stand-in), one root span per note",
     "none; label 'Sat 12th March' (memory: 2044-01-10T18:00 next table top sat 12th march 9-12; Tue 23rd Feb the "
     "12th's a no go, Mrs Griffiths' family have booked the hall all day sat for her 80th + they asked first, so "
     "we've shuffled on a week, same times)", "AnnotationError", None, None),
    ("b200_ctl_evermemos_bowls_lunch_venue_why_label.py", "EverMemOS async client (stand-in), asyncio",
     "none; label 'because the club's kitchen failed its hygiene inspection' (memory: 2044-09-20T10:00 xmas lunch "
     "is at the Lion this yr not the clubhouse; Bill - is that cos the kitchen failed its inspection?; Margaret - "
     "the kitchen's fine Bill, 5 on the door since July! it's that there's 62 of us coming this yr + the clubhouse "
     "only seats 48 at a push)", "AnnotationError", None, None),
]
BATCHES = {"batch2": (BATCH2, BATCH2_CONTROLS), "batch3": (BATCH3, BATCH3_CONTROLS), "batch4": (BATCH4, BATCH4_CONTROLS),
           "batch5": (BATCH5, BATCH5_CONTROLS), "batch6": (BATCH6, BATCH6_CONTROLS),
           "batch7": (BATCH7, BATCH7_CONTROLS),
           "batch8": (BATCH8, BATCH8_CONTROLS),
           "batch9": (BATCH9, BATCH9_CONTROLS),
           "batch10": (BATCH10, BATCH10_CONTROLS),
           "batch11": (BATCH11, BATCH11_CONTROLS),
           "batch12": (BATCH12, BATCH12_CONTROLS),
           "batch13": (BATCH13, BATCH13_CONTROLS),
           "batch14": (BATCH14, BATCH14_CONTROLS),
           "batch15": (BATCH15, BATCH15_CONTROLS),
           "batch16": (BATCH16, BATCH16_CONTROLS),
           "batch17": (BATCH17, BATCH17_CONTROLS),
           "batch18": (BATCH18, BATCH18_CONTROLS),
           "batch19": (BATCH19, BATCH19_CONTROLS),
           "batch20": (BATCH20, BATCH20_CONTROLS),
           "batch21": (BATCH21, BATCH21_CONTROLS),
           "batch22": (BATCH22, BATCH22_CONTROLS),
           "batch23": (BATCH23, BATCH23_CONTROLS),
           "batch24": (BATCH24, BATCH24_CONTROLS),
           "batch25": (BATCH25, BATCH25_CONTROLS),
           "batch26": (BATCH26, BATCH26_CONTROLS),
           "batch27": (BATCH27, BATCH27_CONTROLS),
           "batch28": (BATCH28, BATCH28_CONTROLS),
           "batch29": (BATCH29, BATCH29_CONTROLS),
           "batch30": (BATCH30, BATCH30_CONTROLS),
           "batch31": (BATCH31, BATCH31_CONTROLS),
           "batch32": (BATCH32, BATCH32_CONTROLS),
           "batch33": (BATCH33, BATCH33_CONTROLS),
           "batch34": (BATCH34, BATCH34_CONTROLS),
           "batch35": (BATCH35, BATCH35_CONTROLS),
           "batch36": (BATCH36, BATCH36_CONTROLS),
           "batch37": (BATCH37, BATCH37_CONTROLS),
           "batch38": (BATCH38, BATCH38_CONTROLS),
           "batch39": (BATCH39, BATCH39_CONTROLS),
           "batch40": (BATCH40, BATCH40_CONTROLS),
           "batch41": (BATCH41, BATCH41_CONTROLS),
           "batch42": (BATCH42, BATCH42_CONTROLS),
           "batch43": (BATCH43, BATCH43_CONTROLS),
           "batch44": (BATCH44, BATCH44_CONTROLS),
           "batch45": (BATCH45, BATCH45_CONTROLS),
           "batch46": (BATCH46, BATCH46_CONTROLS),
           "batch47": (BATCH47, BATCH47_CONTROLS),
           "batch48": (BATCH48, BATCH48_CONTROLS),
           "batch49": (BATCH49, BATCH49_CONTROLS),
           "batch50": (BATCH50, BATCH50_CONTROLS),
           "batch51": (BATCH51, BATCH51_CONTROLS),
           "batch52": (BATCH52, BATCH52_CONTROLS),
           "batch53": (BATCH53, BATCH53_CONTROLS),
           "batch54": (BATCH54, BATCH54_CONTROLS),
           "batch55": (BATCH55, BATCH55_CONTROLS),
           "batch56": (BATCH56, BATCH56_CONTROLS),
           "batch57": (BATCH57, BATCH57_CONTROLS),
           "batch58": (BATCH58, BATCH58_CONTROLS),
           "batch59": (BATCH59, BATCH59_CONTROLS),
           "batch60": (BATCH60, BATCH60_CONTROLS),
           "batch61": (BATCH61, BATCH61_CONTROLS),
           "batch62": (BATCH62, BATCH62_CONTROLS),
           "batch63": (BATCH63, BATCH63_CONTROLS),
           "batch64": (BATCH64, BATCH64_CONTROLS),
           "batch65": (BATCH65, BATCH65_CONTROLS),
           "batch66": (BATCH66, BATCH66_CONTROLS),
           "batch67": (BATCH67, BATCH67_CONTROLS),
           "batch68": (BATCH68, BATCH68_CONTROLS),
           "batch69": (BATCH69, BATCH69_CONTROLS),
           "batch70": (BATCH70, BATCH70_CONTROLS),
           "batch71": (BATCH71, BATCH71_CONTROLS),
           "batch72": (BATCH72, BATCH72_CONTROLS),
           "batch73": (BATCH73, BATCH73_CONTROLS),
           "batch74": (BATCH74, BATCH74_CONTROLS),
           "batch75": (BATCH75, BATCH75_CONTROLS),
           "batch76": (BATCH76, BATCH76_CONTROLS),
           "batch77": (BATCH77, BATCH77_CONTROLS),
           "batch78": (BATCH78, BATCH78_CONTROLS),
           "batch79": (BATCH79, BATCH79_CONTROLS),
           "batch80": (BATCH80, BATCH80_CONTROLS),
           "batch81": (BATCH81, BATCH81_CONTROLS),
           "batch82": (BATCH82, BATCH82_CONTROLS),
           "batch83": (BATCH83, BATCH83_CONTROLS),
           "batch84": (BATCH84, BATCH84_CONTROLS),
           "batch85": (BATCH85, BATCH85_CONTROLS),
           "batch86": (BATCH86, BATCH86_CONTROLS),
           "batch87": (BATCH87, BATCH87_CONTROLS),
           "batch88": (BATCH88, BATCH88_CONTROLS),
           "batch89": (BATCH89, BATCH89_CONTROLS),
           "batch90": (BATCH90, BATCH90_CONTROLS),
           "batch91": (BATCH91, BATCH91_CONTROLS),
           "batch92": (BATCH92, BATCH92_CONTROLS),
           "batch93": (BATCH93, BATCH93_CONTROLS),
           "batch94": (BATCH94, BATCH94_CONTROLS),
           "batch95": (BATCH95, BATCH95_CONTROLS),
           "batch96": (BATCH96, BATCH96_CONTROLS),
           "batch97": (BATCH97, BATCH97_CONTROLS),
           "batch98": (BATCH98, BATCH98_CONTROLS),
           "batch99": (BATCH99, BATCH99_CONTROLS),
           "batch100": (BATCH100, BATCH100_CONTROLS),
           "batch101": (BATCH101, BATCH101_CONTROLS),
           "batch102": (BATCH102, BATCH102_CONTROLS),
           "batch103": (BATCH103, BATCH103_CONTROLS),
           "batch104": (BATCH104, BATCH104_CONTROLS),
           "batch105": (BATCH105, BATCH105_CONTROLS),
           "batch106": (BATCH106, BATCH106_CONTROLS),
           "batch107": (BATCH107, BATCH107_CONTROLS),
           "batch108": (BATCH108, BATCH108_CONTROLS),
           "batch109": (BATCH109, BATCH109_CONTROLS),
           "batch110": (BATCH110, BATCH110_CONTROLS),
           "batch111": (BATCH111, BATCH111_CONTROLS),
           "batch112": (BATCH112, BATCH112_CONTROLS),
           "batch113": (BATCH113, BATCH113_CONTROLS),
           "batch114": (BATCH114, BATCH114_CONTROLS),
           "batch115": (BATCH115, BATCH115_CONTROLS),
           "batch116": (BATCH116, BATCH116_CONTROLS),
           "batch117": (BATCH117, BATCH117_CONTROLS),
           "batch118": (BATCH118, BATCH118_CONTROLS),
           "batch119": (BATCH119, BATCH119_CONTROLS),
           "batch120": (BATCH120, BATCH120_CONTROLS),
           "batch121": (BATCH121, BATCH121_CONTROLS),
           "batch122": (BATCH122, BATCH122_CONTROLS),
           "batch123": (BATCH123, BATCH123_CONTROLS),
           "batch124": (BATCH124, BATCH124_CONTROLS),
           "batch125": (BATCH125, BATCH125_CONTROLS),
           "batch126": (BATCH126, BATCH126_CONTROLS),
           "batch127": (BATCH127, BATCH127_CONTROLS),
           "batch128": (BATCH128, BATCH128_CONTROLS),
           "batch129": (BATCH129, BATCH129_CONTROLS),
           "batch130": (BATCH130, BATCH130_CONTROLS),
           "batch131": (BATCH131, BATCH131_CONTROLS),
           "batch132": (BATCH132, BATCH132_CONTROLS),
           "batch133": (BATCH133, BATCH133_CONTROLS),
           "batch134": (BATCH134, BATCH134_CONTROLS),
           "batch135": (BATCH135, BATCH135_CONTROLS),
           "batch136": (BATCH136, BATCH136_CONTROLS),
           "batch137": (BATCH137, BATCH137_CONTROLS),
           "batch138": (BATCH138, BATCH138_CONTROLS),
           "batch139": (BATCH139, BATCH139_CONTROLS),
           "batch140": (BATCH140, BATCH140_CONTROLS),
           "batch141": (BATCH141, BATCH141_CONTROLS),
           "batch142": (BATCH142, BATCH142_CONTROLS),
           "batch143": (BATCH143, BATCH143_CONTROLS),
           "batch144": (BATCH144, BATCH144_CONTROLS),
           "batch145": (BATCH145, BATCH145_CONTROLS),
           "batch146": (BATCH146, BATCH146_CONTROLS),
           "batch147": (BATCH147, BATCH147_CONTROLS),
           "batch148": (BATCH148, BATCH148_CONTROLS),
           "batch149": (BATCH149, BATCH149_CONTROLS),
           "batch150": (BATCH150, BATCH150_CONTROLS),
           "batch151": (BATCH151, BATCH151_CONTROLS),
           "batch152": (BATCH152, BATCH152_CONTROLS),
           "batch153": (BATCH153, BATCH153_CONTROLS),
           "batch154": (BATCH154, BATCH154_CONTROLS),
           "batch155": (BATCH155, BATCH155_CONTROLS),
           "batch156": (BATCH156, BATCH156_CONTROLS),
           "batch157": (BATCH157, BATCH157_CONTROLS),
           "batch158": (BATCH158, BATCH158_CONTROLS),
           "batch159": (BATCH159, BATCH159_CONTROLS),
           "batch160": (BATCH160, BATCH160_CONTROLS),
           "batch161": (BATCH161, BATCH161_CONTROLS),
           "batch162": (BATCH162, BATCH162_CONTROLS),
           "batch163": (BATCH163, BATCH163_CONTROLS),
           "batch164": (BATCH164, BATCH164_CONTROLS),
           "batch165": (BATCH165, BATCH165_CONTROLS),
           "batch166": (BATCH166, BATCH166_CONTROLS),
           "batch167": (BATCH167, BATCH167_CONTROLS),
           "batch168": (BATCH168, BATCH168_CONTROLS),
           "batch169": (BATCH169, BATCH169_CONTROLS),
           "batch170": (BATCH170, BATCH170_CONTROLS),
           "batch171": (BATCH171, BATCH171_CONTROLS),
           "batch172": (BATCH172, BATCH172_CONTROLS),
           "batch173": (BATCH173, BATCH173_CONTROLS),
           "batch174": (BATCH174, BATCH174_CONTROLS),
           "batch175": (BATCH175, BATCH175_CONTROLS),
           "batch176": (BATCH176, BATCH176_CONTROLS),
           "batch177": (BATCH177, BATCH177_CONTROLS),
           "batch178": (BATCH178, BATCH178_CONTROLS),
           "batch179": (BATCH179, BATCH179_CONTROLS),
           "batch180": (BATCH180, BATCH180_CONTROLS),
           "batch181": (BATCH181, BATCH181_CONTROLS),
           "batch182": (BATCH182, BATCH182_CONTROLS),
           "batch183": (BATCH183, BATCH183_CONTROLS),
           "batch184": (BATCH184, BATCH184_CONTROLS),
           "batch185": (BATCH185, BATCH185_CONTROLS),
           "batch186": (BATCH186, BATCH186_CONTROLS),
           "batch187": (BATCH187, BATCH187_CONTROLS),
           "batch188": (BATCH188, BATCH188_CONTROLS),
           "batch189": (BATCH189, BATCH189_CONTROLS),
           "batch190": (BATCH190, BATCH190_CONTROLS),
           "batch191": (BATCH191, BATCH191_CONTROLS),
           "batch192": (BATCH192, BATCH192_CONTROLS),
           "batch193": (BATCH193, BATCH193_CONTROLS),
           "batch194": (BATCH194, BATCH194_CONTROLS),
           "batch195": (BATCH195, BATCH195_CONTROLS),
           "batch196": (BATCH196, BATCH196_CONTROLS),
           "batch197": (BATCH197, BATCH197_CONTROLS),
           "batch198": (BATCH198, BATCH198_CONTROLS),
           "batch200": (BATCH200, BATCH200_CONTROLS)}


def run_one(script: str) -> dict:
    env = dict(os.environ)
    env.update({"LITELLM_LOCAL_MODEL_COST_MAP": "True", "LITELLM_OFFLINE_MODE": "true", "MEM0_TELEMETRY": "False",
                "ANONYMIZED_TELEMETRY": "False", "HF_HUB_OFFLINE": "1", "PHOENIX_TELEMETRY_ENABLED": "false",
                "OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT": "true"})
    t0 = time.time()
    p = subprocess.run([sys.executable, os.path.join(HERE, script)], cwd=HERE, env=env, capture_output=True,
                       text=True, timeout=120)
    for line in reversed(p.stdout.splitlines()):
        if line.startswith("{"):
            out = json.loads(line)
            out["seconds"] = round(time.time() - t0, 1)
            return out
    tail = (p.stderr or p.stdout).strip().splitlines()[-1:] or ["no output"]
    return {"actual_type": "Crashed", "actual_op": None, "reason": tail[0], "seconds": round(time.time() - t0, 1)}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--all", action="store_true", help="also run the 10 extra apps (about 6 min on a busy 2-core box)")
    for name, (faults, controls) in BATCHES.items():
        ap.add_argument(f"--{name}", action="store_true",
                        help=f"run only {name} (b{name.removeprefix('batch')}_*.py: {len(faults)} fault apps + "
                             f"{len(controls)} controls)")
    ap.add_argument("--out", default=None,
                    help="where to write the per-case JSON lines (results.jsonl; results_batchN.jsonl with --batchN)")
    args = ap.parse_args()
    batch = next((name for name in BATCHES if getattr(args, name)), None)
    args.out = args.out or (f"results_{batch}.jsonl" if batch else "results.jsonl")
    if batch:
        faults, controls = BATCHES[batch]
        rows = [(batch, c) for c in faults] + [("control", c) for c in controls]
    else:
        rows = [("core", c) for c in CORE] + [("control", c) for c in CONTROLS]
        if args.all:
            rows += [("extra", c) for c in EXTRA]
    width = max([32] + [len(c[0]) - 3 for _, c in rows])
    started = time.time()
    results = []
    print(f"{'group':7} {'case':{width}} {'expected':40} {'actual':44} verdict")
    for group, (script, lib, fault, etype, eop, esub) in rows:
        r = run_one(script)
        atype, aop, asub = r.get("actual_type"), r.get("actual_op"), r.get("actual_subtype")
        if group == "control":
            ok = atype == "AnnotationError"
            verdict = "PASS" if ok else ("MISS (no memory op blamed)" if atype not in MEMORY else "MISS (blames memory)")
            exp = "AnnotationError"
        else:
            ok = atype == etype and bool(r.get("exact_op"))
            verdict = "PASS" if ok else "MISS"
            if ok and asub != esub:
                verdict += f" (subtype {asub})"
            exp = f"{etype} @ {eop}"
        act = f"{atype} @ {aop or '-'}"
        name = script.removesuffix(".py")
        print(f"{group:7} {name:{width}} {exp:40} {act:44} {verdict}", flush=True)
        results.append({"group": group, "case": name, "library": lib, "fault": fault, "expected_type": etype,
                        "expected_op": eop, "expected_subtype": esub, "verdict": verdict, **r})
    with open(args.out if os.path.isabs(args.out) else os.path.join(common_out(), args.out), "w") as f:
        for r in results:
            f.write(json.dumps(r) + "\n")
    n_pass = sum(r["verdict"].startswith("PASS") for r in results)
    print(f"\n{n_pass}/{len(results)} PASS in {time.time() - started:.0f} s; details in {args.out}")


if __name__ == "__main__":
    main()
