"""Batch 40 (held out). A church food bank's donations log: Zep (sync client against the offline Zep v4 stand-in of
tests/instrumentations), script style (each call its own trace).

App: Bev (St Aidan's Community Food Bank) logs what comes in as messages on one Zep thread, and the assistant
answers from a graph edge search when she fills in the diocese's harvest return.

Planted fault (ResponseError, ignored sufficient context): harvest fortnight brought in tins from three places, each
logged on its own: St Aidan's Primary (140 tins, counted by Year 6 on Mon 29/9), the 1st Cwm Scouts (65 tins,
"dropped off Thurs eve, Akela counted"), and the Tesco collection point (88 tins when Ken emptied the trolley on
3/10). The model adds up the school and Tesco and leaves the Scouts out. Question (Mon 6/10): "how many tins did we
get in over harvest altogether?" -> expected 293 (140 + 65 + 88).

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: all three
counts are in the facts the model got. Another reading: none that we see; nothing was lost from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b40_zep_foodbank_harvest_tins_total_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "st-aidans-donations", "st-aidans-donations-log"
NOTES = [
    "harvest - St Aidan's Primary brought theirs over Mon 29/9, Yr 6 counted: 140 tins + 2 crates of pasta",
    "cash in the harvest collection plate £212.60, Treasurer (Glenys) has it",
    "1st Cwm Scouts dropped off thurs eve, 65 tins, Akela counted them, mostly beans + soup",
    "Greggs said they can do day-end bakes Sat mornings from Nov, collect 2pm",
    "Tesco collection trolley - Ken emptied it 3/10, 88 tins, 12 jars of coffee (!!), loo roll",
    "M&S gave 4 hampers for the raffle, not for parcels",
    "harvest return for the diocese wants tins, dry goods + cash as 3 separate numbers, due 10/10",
    "2 bags of out of date stuff from the Harvest Supper, binned them",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Bev")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Bev")])

question = "how many tins did we get in over harvest altogether?"
facts = client.graph.search_edges(GRAPH, query="harvest tins counted Primary Scouts Tesco trolley", page_size=8).items
context = ["Today is Mon 6/10/25."] + [f.fact for f in facts]
assert any("St Aidan's Primary" in c and "140 tins" in c for c in context), context
assert any("1st Cwm Scouts" in c and "65 tins" in c for c in context), context
assert any("Tesco collection trolley" in c and "88 tins" in c for c in context), context
with fault():
    reply = answer(question, context, mock="228 tins - 140 from St Aidan's Primary and 88 from the Tesco trolley. "
                                           "Plus the pasta and the coffee, which go under dry goods.")
finish(question, expected="293 tins between the school, the Scouts and Tesco", actual=reply)
