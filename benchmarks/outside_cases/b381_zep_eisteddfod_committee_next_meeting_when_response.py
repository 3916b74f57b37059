"""Batch 381 (held out). A village eisteddfod committee: Zep facts (sync client, offline stand-in), script style
(every call its own trace); the answer call has the note that sets the next meeting "a fortnight tonight" with its
own date, and resolves it a week out.

App: the pwyllgor (committee) of Eisteddfod Llanhelyg meet in the vestry of Capel Bethania through the winter to
get the May eisteddfod together - adjudicators, the programme, the prize money. Rhian (the secretary) and the
others put the committee chat into a Zep thread; the helper answers members from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Rhian's 2051-01-10T21:00 minutes (the
eisteddfod Sat 13th May, the adjudicators, next meeting Tues 7th Feb in the vestry at 7); Rhian's Tue 7/2 post -
good meeting tonight, programmes to the printers by the end of March, next meeting a fortnight tonight, vestry 7pm,
bring ideas for the prize money; Gwyn's Weds 8/2 post - the vestry heating's playing up, bring a coat next time;
and Menna's Thu 9/2 post - she'll be late next meeting, milking. Question (Sat 11/2, Dilwyn): "when's the next
eisteddfod committee? I've lost the minutes 🙈" -> expected Tuesday 21st February, 7pm in the vestry (a fortnight
from Tue 7th). The model says Tuesday 14th February.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have "next meeting a fortnight tonight" in a post dated Tue 7/2, which puts it on the 21st, and the model
gave the 14th. Asserted: the context has the Tue 7/2 fortnight line and the minutes' Tues 7th Feb.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b381_zep_eisteddfod_committee_next_meeting_when_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "eisteddfod-llanhelyg", "pwyllgor-2051"
POSTS = [
    "2051-01-10T21:00 Rhian - minutes 📝 eisteddfod Sat 13th May, chapel + vestry. adjudicators booked: music Mr "
    "Eifion Rowlands, recitation Mrs Haf Bowen. next meeting Tues 7th Feb, vestry 7pm",
    "Tue 7/2 Rhian - good meeting tonight, diolch pawb 👍 programmes to the printers by end of March. next meeting a "
    "fortnight tonight, vestry 7pm, bring your ideas for the prize money",
    "Weds 8/2 Gwyn - vestry heating's playing up again 🥶 bring a coat next time, I'll have a look at the boiler Sat",
    "Thu 9/2 Menna - I'll be late next meeting, milking, start without me bach",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Pwyllgor Eisteddfod Llanhelyg")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="pwyllgor chat")])

question = "when's the next eisteddfod committee? I've lost the minutes 🙈"
context = ["Today is Sat 11 February 2051. You are talking to Dilwyn, on the committee of Eisteddfod Llanhelyg."]
for query in ("next committee meeting", "meeting in the vestry", "when do we meet next"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any(c.startswith("Tue 7/2") and "next meeting a fortnight tonight, vestry 7pm" in c for c in context), context
assert any("next meeting Tues 7th Feb" in c for c in context), context
with fault():
    reply = answer(f"(Dilwyn) {question}", context,
                   mock="Tuesday 14th February - a week on from the last one, 7pm in the vestry. Bring a coat, the "
                        "heating's playing up.")
finish(question, expected="Tuesday 21st February, 7pm in the vestry - a fortnight from the Tue 7th meeting",
       actual=reply)
