"""Batch 15 (held out). Allotment society's events helper: Zep (sync v4 client against the in-process stand-in),
script style (every call its own trace).

App: the society's secretary, Margaret, posts each notice to her Zep thread; Zep turns every message into facts on
her graph. Plot-holders ask the helper, which runs ``graph.search_edges`` and answers with litellm.

Planted fault (ResponseError, "which first" got the wrong way round): two notices give the dates of the season's
first events in different formats: "Booked Alan from the orchard group for the fruit-tree pruning workshop, Sun 22nd
Feb, 10am at plot 31 - bring secateurs + gloves" and "Got the Scout hut for the seed swap on Sat 7/3, 10-12, tea &
cake GBP 1". Question: "Which comes first this year, the seed swap or the pruning workshop?" ->
expected "The pruning workshop (Sunday 22 February), two weeks before the seed swap (Saturday 7 March)". Both facts
are in the context; the model answers that the seed swap comes first.

Expected verdict: ResponseError at the answer's litellm.completion (inside fault()). Asserted: both dates are in the
context the model got. Another reading: none that we see -- nothing in memory is wrong or missing.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b15_zep_allotment_events_first_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "secretary-margaret-hill", "notices-margaret"
NOTICES = [
    "Rent reminders sent: GBP 48/yr full plot, GBP 24 half plot, due by 31/1 - cash or BACS to the "
    "treasurer.",
    "Booked Alan from the orchard group for the fruit-tree pruning workshop, Sun 22nd Feb, 10am at plot 31 - "
    "bring secateurs + gloves, max 12.",
    "Got the Scout hut for the seed swap on Sat 7/3, 10-12, tea & cake GBP 1, bring spare seed in labelled "
    "envelopes.",
    "Volunteers needed for the water trough repairs, any weekday morning in March, see Dennis at the shed.",
    "Manure delivery (2 trailers, free from Brook Farm) comes w/c 16 March - first come first served.",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Margaret")
client = zep_client(server)
for text in NOTICES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Margaret")])

question = "Which comes first this year, the seed swap or the pruning workshop?"
facts = client.graph.search_edges(GRAPH, query="seed swap pruning workshop date", page_size=4).items
context = [f.fact for f in facts]
assert any("Sun 22nd Feb" in c for c in context) and any("Sat 7/3" in c for c in context), context
with fault():
    reply = answer(question, context, mock="The seed swap comes first - Saturday 7 March at the Scout hut - and the "
                                           "pruning workshop with Alan follows on Sunday the 22nd.")
finish(question, expected="The pruning workshop (Sunday 22 February), two weeks before the seed swap (Saturday 7 "
                          "March)", actual=reply)
