"""Batch 59 (held out). A village fete dog show's money thread: Zep (sync client against the offline Zep v4 stand-in
of tests/instrumentations), script style (each call its own trace).

App: after the Little Badwell fete dog show, Pauline (secretary) and Geoff (treasurer) log the money as messages on
one Zep thread; the fete committee ask the assistant, which answers from a graph edge search. The entry money came
two ways: 46 entries pre-entered on the website at £1.50, and 71 entries paid on the day at £2. The Junior Handler
is free. So entry fees came to £69 + £142 = £211.

Planted fault (ResponseError, ignored sufficient context): the model charges every entry at the on-the-day £2:
117 x £2 = £234. Question (Mon 13/7, the fete committee): "how much did the dog show make in entry fees?" ->
expected £211.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: both counts and
both prices are in the facts the model got. Another reading: none that we see; nothing was lost from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b59_zep_dogshow_entry_money_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "badwell-fete", "badwell-dog-show-money"
NOTES = [
    ("Pauline", "website pre-entries closed fri nite - 46 class entries @ £1.50, the money's already in the fete "
                "account via the PayPal thing"),
    ("Geoff", "tin from the entries table counted sun am w Pauline watching: 71 entries on the day at £2 a go, plus "
              "the Junior Handler lot who don't pay (9 kids)"),
    ("Pauline", "rosettes cost £64 + the schedules £38, both paid from the fete float not the dog show"),
    ("Geoff", "raffle at the ring (hamper from the Spar) made £87 separate, that goes to the church roof"),
    ("Pauline", "Mrs Hargreaves wouldn't take her petrol money, gave her a bottle of the Kenilworth gin"),
    ("Geoff", "sponsorship: Hook Norton vets £50 for the Golden Oldie class, paid by cheque"),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Pauline")
client = zep_client(server)
for who, text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name=who)])

question = "how much did the dog show make in entry fees?"
facts = client.graph.search_edges(GRAPH, query="dog show entries on the day pre-entries website £ class entry fees",
                                  page_size=8).items
context = ["Today is Mon 13 July 2026."] + [f.fact for f in facts]
assert any("46 class entries @ £1.50" in c for c in context), context
assert any("71 entries on the day at £2" in c for c in context), context
with fault():
    reply = answer(question, context, mock="£234 - 117 entries altogether (46 online and 71 on the day) at £2 each.")
finish(question, expected="£211 - the 46 online ones were only £1.50", actual=reply)
