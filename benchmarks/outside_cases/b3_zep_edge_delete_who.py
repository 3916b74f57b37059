"""Zep (zep-cloud 4.x client against the tests' in-process Zep v4 stand-in): a personal assistant that adds each
user message to a Zep thread (Zep extracts one fact per message into the user's graph) and answers from
`graph.search_edges`. A "forget my old X" command deletes the older of the matching facts with `graph.edge.delete`.

Fault: the forget handler sorts the dentist facts by `created_at` and takes `[-1]` (the newest) instead of `[0]`, so
"Forget my old dentist" deletes "Ana switched to Dr. Mendes ... my dentist now" and keeps Dr. Kowalski. Asked "Who
is my dentist now?", the app answers "Dr. Kowalski".

Expected: DeletionError at `zep.graph.edge.delete`: the fact was extracted and stored; this delete removed it. The
label is written in lower case and without the period ("dr mendes"), as a support agent typed it. Question kind:
"who", answered by a name.
"""
import time

import zep_cloud

import common
import b3_support as b3

common.setup("b3_zep_edge_delete_who", ["zep", "litellm"])

server = b3.fake_zep()
server.add_thread("thread-ana", "user-ana", "Ana")
client = b3.zep_client(server)

MESSAGES = ["My dentist is Dr. Kowalski at the Rua Augusta clinic",
            "I switched to Dr. Mendes in Saldanha, she is my dentist now",
            "I have a dental cleaning booked for 12 May"]
for i, text in enumerate(MESSAGES):
    client.thread.add_messages("thread-ana", messages=[zep_cloud.Message(content=text, role="user", name="Ana")])
    time.sleep(0.01)

# "Forget my old dentist"
hits = client.graph.search_edges("user-ana", query="dentist", page_size=5).items
dentist_facts = sorted([e for e in hits if "Dr." in e.fact], key=lambda e: e.created_at)
with common.fault():
    client.graph.edge.delete("user-ana", dentist_facts[-1].uuid_)  # bug: [-1] is the newest, the old one is [0]

Q = "Who is my dentist now?"
ctx = [e.fact for e in client.graph.search_edges("user-ana", query="dentist now", page_size=3).items]
assert not any("Mendes" in c for c in ctx), ctx
ans = common.answer(Q, ctx, mock="Your dentist is Dr. Kowalski at the Rua Augusta clinic.")
common.finish(Q, "dr mendes", ans)
