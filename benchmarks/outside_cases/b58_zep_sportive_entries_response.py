"""Batch 58 (held out). A cycling club's sportive entries thread: Zep (sync client against the offline Zep v4
stand-in of tests/instrumentations), script style (each call its own trace).

App: Kerry does entries for Chew Valley Wheelers' Mendip Mangler sportive and logs where things stand as messages
on one Zep thread; the committee ask the assistant, which answers from a graph edge search. The figures come in
different messages: the 100 mile route has 212 paid entries, the 60 mile 148, and the 20 mile family ride 64
(kids included). So 424 riders in all.

Planted fault (ResponseError, ignored sufficient context): the model adds the two long routes and leaves out the
family ride: 360. Question (Tue 8/9, Dave ordering the finishers' medals): "how many riders have we got entered
altogether?" -> expected 424.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: all three
routes' figures are in the facts the model got. Another reading: none that we see; nothing was lost from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b58_zep_sportive_entries_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "mendip-mangler", "mendip-mangler-entries"
NOTES = [
    "entries closed sun midnight - 100 mile (the Mangler proper) finished on 212 paid riders, 9 on the waiting "
    "list we can't take, the road closure permit caps it",
    "60 mile - 148 entered, 3 switched down from the 100 last wk (all fine, Kerry refunded the £6 difference)",
    "family 20 mile ride - 64 riders incl the kids (under 12s free, they still count, need a number + a medal)",
    "medals - Dave wants one for every finisher, the supplier in Leeds needs the number by 10/9",
    "rider numbers + timing chips go out in the post thurs, stamps £187, Kerry to claim it back",
    "reminder: no headphones, helmets on, under 16s on the 20 mile w a grown-up",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Kerry")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Kerry")])

question = "how many riders have we got entered altogether?"
facts = client.graph.search_edges(GRAPH, query="riders entered 100 mile 60 mile family 20 mile ride paid incl",
                                  page_size=8).items
context = ["Today is Tue 8 Sept 2026."] + [f.fact for f in facts]
assert any("212 paid riders" in c for c in context), context
assert any("148 entered" in c for c in context), context
assert any("64 riders incl the kids" in c for c in context), context
with fault():
    reply = answer(question, context, mock="360 - 212 on the 100 mile and 148 on the 60 mile.")
finish(question, expected="424 once the family ride's 64 are counted with the 212 and 148", actual=reply)
