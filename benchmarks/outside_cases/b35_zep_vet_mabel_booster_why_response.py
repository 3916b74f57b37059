"""Batch 35 (held out). A small-animal vet practice's reception log: Zep (sync client against the offline Zep v4
stand-in of tests/instrumentations), script style (each call its own trace).

App: at Fernside Vets the receptionists log calls and bookings as messages on one Zep thread, and the desk assistant
answers from a graph edge search. Mabel, Mr Frost's 12-year-old tabby, was due her annual booster on Mon 3/3. She
had a dental under anaesthetic on Mon 24/2, and Dr Reid wants two clear weeks after a GA before a vaccine, so the
booster was moved to Mon 10/3. Mr Frost also rang to say he'd be at his daughter's in York early March and his
neighbour would bring Mabel in.

Planted fault (ResponseError, ignored sufficient context): the facts the assistant gets hold the dental date and Dr
Reid's two-week rule with the new booking, and Mr Frost's trip. The model puts the move down to Mr Frost being
away. Question (Wed 5/3): "why's Mabel's booster been put back a week?" -> expected because of her dental
anaesthetic the week before: the vet wants two weeks between them.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: the message with
the GA rule and the rebooking is in the context the model got. Another reading: none that we see; nothing was lost
from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b35_zep_vet_mabel_booster_why_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "fernside-desk", "fernside-desk-log"
NOTES = [
    "Mabel (Frost, tabby, 12yo) - booster reminder went out, due Mon 3/3, booked 10.20 w Dr Reid",
    "Mabel dental Mon 24/2 under GA - 3 extractions, Dr Reid. home same day, soft food 5 days. bill £412 paid",
    "Dr Reid re Mabel: doesn't want a vaccine within 2 wks of a GA at her age, so moved the booster from 3/3 to Mon "
    "10/3 same time. Left msg for Mr F",
    "Mr Frost rang back - fine w the 10th. he's at his daughter's in York 1st-8th March anyway, neighbour (Mrs "
    "Pym, no.7) has a key + will bring Mabel if anything",
    "Rolo (Patel) puppy class starts Thurs 13/3 6pm, 6 wks £60",
    "Luna (spay 5/3) check Sat 8/3 11.00, nurse clinic",
    "Dr Reid off Fri 7/3 (course), Dr Shah covering ops",
    "Mabel post-dental check Mon 3/3 - gums healing well, eating biscuits again, weight 3.8kg",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Fernside reception")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Tasha")])

question = "why's Mabel's booster been put back a week?"
facts = client.graph.search_edges(GRAPH, query="Mabel booster moved 3/3 10/3 GA Dr Reid Mr Frost away",
                                  page_size=8).items
context = ["Today is Wed 5/3/25."] + [f.fact for f in facts]
assert any("doesn't want a vaccine within 2 wks of a GA" in c for c in context), context
assert any("dental Mon 24/2 under GA" in c for c in context), context
with fault():
    reply = answer(question, context, mock="Because Mr Frost is away at his daughter's in York until the 8th - it's "
                                           "now Mon 10/3 at 10.20, and Mrs Pym at no.7 can bring her if needed.")
finish(question, expected="Her dental GA was on the 24th - Dr Reid wants 2 weeks between that and a jab",
       actual=reply)
