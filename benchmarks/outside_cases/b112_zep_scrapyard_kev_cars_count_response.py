"""Batch 112 (held out). A scrapyard's weekly tally: Zep facts (sync client, offline stand-in), script style.

App: Carol in the office at Hendry's Auto Salvage logs each day's collections into a Zep thread; the helper
answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Kev bringing in 2 cars Mon (a Fiesta and
a Micra), the Focus Weds (he also fetched the Transit, a van), Nolan's Astra Thurs (added late) and 3 on Fri off the
Clegg's run; the model counts only Friday's. Question (Sat 17/10, Pete, the owner): "how many cars has kev fetched
in this wk?" -> expected 7 (2 + 1 + 1 + 3). The assistant says 3.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: all three
days' lines (and the late Astra line) are in the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b112_zep_scrapyard_kev_cars_count_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "hendrys-yard", "hendrys-yard-carol"
NOTES = [
    "mon 12th kev brought in 2 - red fiesta from Oak Ave + the micra w no engine (£60, £40)",
    "weds kev: the Moor Lane transit (started first go, who knew) + a blue focus from the Tesco car park, police "
    "release. dave did the 2 corsas",
    "fri - kev did the whole cleggs run on the flatbed, 3 cars, all cat N. pd on acc",
    "Nolan's astra came in thurs w Kev too - sorry forgot to put it in, that's one more for him",
    "crusher booked for the 26th, need the yard cleared by the gate",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Carol")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Carol")])

question = "how many cars has kev fetched in this wk?"
facts = client.graph.search_edges(GRAPH, query="kev brought in cars fiesta micra focus transit cleggs astra",
                                  page_size=10).items
context = ["Today is Sat 17 October 2037. You are talking to Pete, who owns the yard."] + [f.fact for f in facts]
assert any("kev brought in 2" in c for c in context), context
assert any("blue focus" in c for c in context), context
assert any("whole cleggs run" in c and "3 cars" in c for c in context), context
assert any("Nolan's astra" in c for c in context), context
with fault():
    reply = answer(question, context, mock="3 - Kev did the Clegg's run on Friday on the flatbed, all cat N.")
finish(question, expected="7 - two Mon, the Focus, Nolan's Astra and 3 off Clegg's (the Transit's a van)",
       actual=reply)
