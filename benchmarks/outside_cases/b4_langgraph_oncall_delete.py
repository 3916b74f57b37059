"""b4_langgraph_oncall_delete -- an ops team's on-call assistant keeping tickets and handoff notes in a LangGraph
InMemoryStore (namespace ("ops", "oncall")), script style.

App: tickets and handoff notes are `store.put` items {"text": ..., "kind": ...}. A nightly janitor removes closed
tickets: it lists the namespace and calls `store.delete` for every item whose text mentions "resolved".

Fault: the janitor's test is a substring match on the text, not the ticket status, so it also deletes the handoff
note "Until the disk-space alert on db-3 is resolved, page Ines Duarte, not the regular on-call" (the other deleted
item really is a closed ticket and is not part of the answer). Later, "Who should I page about the db-3 disk alert?"
gets a context without the note.

Expected: DeletionError @ langgraph.store.delete (only the delete of the handoff note is wrapped in common.fault()).
"""
import common

common.setup("b4_langgraph_oncall_delete", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

store = InMemoryStore()
NS = ("ops", "oncall")
items = {
    "OPS-398": {"kind": "ticket", "text": "OPS-398: login page 502s after deploy. Status: resolved by rollback on 18 Nov."},
    "OPS-412": {"kind": "ticket", "text": "OPS-412: nightly backup job slow (3h instead of 40 min). Owner: Pavel. Open."},
    "handoff-2026-11-24": {"kind": "handoff", "text": "Handoff: until the disk-space alert on db-3 is resolved, page "
                                                      "Ines Duarte, not the regular on-call."},
    "OPS-415": {"kind": "ticket", "text": "OPS-415: TLS cert for status.example.org expires 9 Dec. Owner: Kwame. Open."},
}
for key, value in items.items():
    store.put(NS, key, value)

# ---- janitor (next night)
for item in store.search(NS, limit=50):
    if "resolved" in item.value["text"].lower():  # bug: text match, not status
        if item.key.startswith("handoff"):
            with common.fault():
                store.delete(NS, item.key)
        else:
            store.delete(NS, item.key)

# ---- on-call question (next morning)
q = "Who should I page about the db-3 disk alert?"
ctx = [i.value["text"] for i in store.search(NS, limit=50)]
assert not any("Ines" in c for c in ctx), "fault not planted"
a = common.answer(q, ctx, mock="Page the regular on-call engineer; there is no special contact in the notes.")
common.finish(q, expected="Ines Duarte", actual=a)
