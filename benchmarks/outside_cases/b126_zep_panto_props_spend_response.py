"""Batch 126 (held out). A pantomime society's props spending: Zep facts (sync client, offline stand-in), script
style (each call its own trace).

App: the Brackley Players' props team posts what they've bought and made into a Zep thread as the panto comes
together; the helper answers the committee from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): Jan (props) posted 14/11 the washing line and pegs for
Widow Twankey's laundry, £6.50 from the pound shop, and the magic lamp off ebay, £22; 22.11. paint for the cave
flats, £38.60 at B&Q, "+ 2 tubs of gold glitter while i was there, £9"; Weds 3 Dec Ron made the laundry basket and
wouldn't take anything for it; 16th dec the smoke machine for the genie, £45 hire for the run. The model adds the
lamp, the line, the paint and the smoke machine and leaves out the glitter said in passing. Question (Sat 3/1,
Pauline, treasurer): "how much have props spent so far? doing the accounts for the committee" -> expected £121.10
(6.50 + 22 + 38.60 + 9 + 45). The assistant says £112.10.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): every amount is in the
facts the model was given, and it left the £9 out of the sum. Asserted: the five amounts are in the context handed to
the answer call.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b126_zep_panto_props_spend_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "brackley-players", "brackley-props"
POSTS = [
    ("Jan", "14/11 props run - washing line + pegs for Twankey's laundry £6.50 (pound shop), the magic lamp off ebay "
            "£22, arrives weds"),
    ("Jan", "22.11. paint for the cave flats £38.60 at B&Q, receipt's in the tin + 2 tubs of gold glitter while i "
            "was there, £9"),
    ("Ron", "Weds 3 Dec - laundry basket's done, made it out of the old hamper + chicken wire. wouldn't take anything "
            "for it, it's my bit for the panto"),
    ("Jan", "16th dec - smoke machine for the genie's entrance, £45 hire for the run off Stage Supplies, Dave's "
            "collecting it tue 13th"),
    ("Pauline", "props budget for Aladdin was £150 - costumes have their own pot (£300)"),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Pauline")
client = zep_client(server)
for who, text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name=who)])

question = "how much have props spent so far? doing the accounts for the committee"
facts = client.graph.search_edges(GRAPH, query="props spent bought cost £ paint lamp smoke machine glitter",
                                  page_size=10).items
context = ["Today is Sat 3 Jan 2037. You are talking to Pauline, the Brackley Players' treasurer."]
context += [f.fact for f in facts]
for amount in ("£6.50", "£22", "£38.60", "£9", "£45"):
    assert any(amount in c for c in context), (amount, context)
with fault():
    reply = answer(question, context, mock="£112.10 so far - £6.50 washing line, £22 lamp, £38.60 paint and £45 "
                                           "for the smoke machine.")
finish(question, expected="£121.10 - 6.50 + 22 + 38.60 + the £9 glitter + 45", actual=reply)
