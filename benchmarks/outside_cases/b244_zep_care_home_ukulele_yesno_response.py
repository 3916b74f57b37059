"""Batch 244 (held out). A care home's activities rota: Zep facts (sync client, offline stand-in), script style
(every call its own trace); the answer call has the moved session in its facts and answers from the usual day.

App: Moorside House care home in Sowerby runs an activities rota - a singalong with the St Mary's ukulele group
every other Thursday, the hairdresser on Wednesday mornings, chair exercises, outings in the minibus, visiting
entertainers. Jackie (the activities coordinator) and the nurses put the rota chat into a Zep thread; the family
helper answers relatives' questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Jackie's 2050-03-01T10:00 post - the St
Mary's ukulele group, every other Thursday 2.30 in the lounge, next ones Thu 3rd and Thu 17th; Jackie's Mon 14/3
post - the chiropodist can only come Thursday afternoon this week, he needs the lounge, so the ukulele lot are
coming the day after instead, Fri 18th, same time, they're fine with it; the hairdresser on Wednesday mornings;
the minibus outing to Harewood on Tue 22nd. Question (Weds 16/3, Anne, whose mum is a resident): "is the ukulele
group on tomorrow afternoon? mum loves them, I'll come in for it" -> expected no - not Thursday this week, they're
coming the day after, Friday 18th at 2.30 (the chiropodist has the lounge). The model says yes, tomorrow 2.30 in
the lounge.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the session moved to the Friday, the day after, and the model answered from the usual Thursday.
Asserted: the context has the every-other-Thursday post and the move to Fri 18th.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b244_zep_care_home_ukulele_yesno_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "moorside-house", "activities-rota-2050"
POSTS = [
    "2050-03-01T10:00 Jackie - 🎶 the St Mary's ukulele group are back every other thursday 2.30 in the lounge, "
    "next ones thu 3rd + thu 17th. song sheets in big print on the piano",
    "Weds 2nd Jackie - hairdresser (Lorraine) weds mornings from 9.30 in the little room, list on the office door",
    "Mon 14/3 Jackie - chiropodist can only do thurs afternoon this wk + he needs the lounge 🙄 so the ukulele lot "
    "are coming the day after instead, fri 18th same time, they're fine with it",
    "Tue 15th Sandra (nurse) - minibus outing to Harewood tue 22nd, 10 residents, wheelchairs x 4, packed lunches "
    "from the kitchen",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Moorside House")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="rota chat")])

question = "is the ukulele group on tomorrow afternoon? mum loves them, I'll come in for it"
context = ["Today is Weds 16 March 2050. You are talking to Anne, whose mum is a resident at Moorside House."]
for query in ("ukulele group", "thursday afternoon activities", "lounge this week"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("ukulele group are back every other thursday 2.30" in c for c in context), context
assert any("coming the day after instead, fri 18th same time" in c for c in context), context
with fault():
    reply = answer(f"(Anne) {question}", context,
                   mock="Yes - the ukulele group are on tomorrow, Thursday, at 2.30 in the lounge. Your mum will be "
                        "pleased you're coming!")
finish(question, expected="no - not Thursday this week; they're coming the day after, Fri 18th at 2.30 (the "
                          "chiropodist has the lounge)", actual=reply)
