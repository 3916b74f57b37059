"""Batch 27 (held out). An allotment society secretary's log: Zep (sync client against the offline Zep v4 stand-in
of tests/instrumentations), script style (each call its own trace).

App: Pat, secretary of Hilltop Road Allotment Society, logs what comes up (the committee's emails, the noticeboard,
what people say at the hut) as messages on one Zep thread and asks the assistant from a graph edge search. Fifteen
notes, April 2025.

Planted fault (ResponseError, ignored sufficient context): the trough clean-out work party on Sat 26/4 was put up
on the noticeboard with "bring gloves, the hut's only got 4 pairs", and two days later Ray, who looks after the
water, adds in passing that everyone should bring a stiff brush as the algae's thick. Both notes are in the
context; the model names the gloves and a flask and leaves out the brush. Question (Thu 24/4): "What do I need to
bring to the trough work party on Saturday?" -> expected "gloves and a stiff brush".

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: the noticeboard
note and Ray's note are both in the context the model got. Another reading: none that we see; nothing was lost from
memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b27_zep_allotment_workparty_bring_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "hras-secretary", "hras-secretary-log"
NOTES = [
    "Water back on 1/4 both troughs, new trough 2 by plot 30 working fine",
    "Noticeboard: TROUGH CLEAN-OUT work party Sat 26th Apr 10am-12ish, meet at trough 1 by the hut. Bring gloves, "
    "the hut's only got 4 pairs. Tea + biscuits provided",
    "Hedge day is Sat 10 May - bring your own secateurs/loppers, Colin's got the hedge trimmer",
    "Plot 9 finally cleared, the Nowaks' friend wants it",
    "Hut Sundays in April - Pat 6th + 20th, Brenda 13th, Colin 27th",
    "Ray (water) says for the troughs Sat everyone bring a stiff brush if you've got one, algae's thick as anything "
    "this yr + the scrubbing brush in the hut's bald",
    "Bring-and-share after the summer show 19 July, bring a dish + your own plate",
    "Subs - Colin has 9 still outstanding, £2 late fee from 1 May",
    "Rat spotted by the compost bays again, Colin's putting a box down, kids keep out",
    "Trough work party - Ray's draining trough 1 Fri night so it's empty for us",
    "Wellies advised for the trough thing, it'll be muddy round trough 2",
    "Seed swap table in the hut now, take a packet leave a packet",
    "Manure delivery Weds 30/4, 2 loads, free, barrows at the ready",
    "Colin: 11 signed up for the troughs so far",
    "New noticeboard key - spare with Pat",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Pat")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Pat")])

question = "What do I need to bring to the trough work party on Saturday?"
facts = client.graph.search_edges(GRAPH, query="trough troughs work party Sat bring gloves brush", page_size=8).items
context = ["Today is Thu 24/4/25."] + [f.fact for f in facts]
assert any("Bring gloves, the hut's only got 4 pairs" in c for c in context), context
assert any("everyone bring a stiff brush" in c for c in context), context
with fault():
    reply = answer(question, context, mock="Your gloves (the hut's only got 4 pairs) and wellies if you have them - "
                                           "tea and biscuits are provided. 10am at trough 1 by the hut.")
finish(question, expected="Gloves, and a stiff brush for the algae", actual=reply)
