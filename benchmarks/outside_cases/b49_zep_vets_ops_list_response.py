"""Batch 49 (held out). A veterinary surgery's reception log: Zep (sync client against the offline Zep v4
stand-in of tests/instrumentations), script style (each call its own trace).

App: Riverside Vets (Mr Hale, Ms Osei; reception Carol and Deb) logs bookings, calls and reminders as messages on
one Zep thread; the reception staff ask the assistant from a graph edge search. Wednesday 10 June 2026 has three
animals in for operations, each booked in its own message: Milo the Labrador cross (castration), Pepper the rabbit
(dental under GA, "it's a proper op, not a check"), and Juno the spaniel (lump off her flank).

Planted fault (ResponseError, ignored sufficient context): the model names Milo and Juno and calls Pepper's booking
a routine check. Question (Tue 9/6, Carol setting up the ward): "which animals are in for ops tomorrow?" ->
expected Milo, Pepper and Juno. The model leaves out Pepper.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: all three
bookings are in the facts the model got. Another reading: none that we see; nothing was lost from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b49_zep_vets_ops_list_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "riverside-reception", "riverside-reception-log"
NOTES = [
    "Milo (Lab x, Mr Singh) castrate weds 10/6 w Mr Hale, in by 8.30, nil by mouth after 10pm tues, 28.4kg",
    "Kiki's bloods back - Ms Osei to ring Mr Osman after 2, don't give results at the desk",
    "Pepper (Jones' lop rabbit) - GA dental weds 10th, molar spurs, Ms Osei. it's a proper op not a check, "
    "DON'T starve her (rabbits mustn't), bring her usual hay",
    "repeat flea + worm for the Harpers' 3 cats ready to collect, paid",
    "Juno (springer, Mrs Ellis) lump off L flank, weds 10/6 pm list, Mr Hale, in by 12, fasting from 7am",
    "Thurs 11/6: booster clinic 9-11, 6 booked, + Bella (greyhound) dental",
    "card machine 2 keeps losing signal, use the front desk one",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Carol")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Carol")])

question = "which animals are in for ops tomorrow?"
facts = client.graph.search_edges(GRAPH, query="weds 10/6 op castrate GA dental lump list", page_size=8).items
context = ["Today is Tue 9 June 2026."] + [f.fact for f in facts]
assert any("Milo (Lab x" in c for c in context), context
assert any("GA dental weds 10th" in c for c in context), context
assert any("Juno (springer" in c for c in context), context
with fault():
    reply = answer(question, context, mock="Two: Milo the Lab cross for his castration in the morning, and Juno "
                                           "the springer for her lump removal on the afternoon list. Pepper the "
                                           "rabbit's only in for a dental check.")
finish(question, expected="Three - Milo, Pepper the rabbit and Juno", actual=reply)
