"""Batch 378 (held out). A barangay health station's senior check-up: Zep facts (sync client, offline stand-in),
script style (every call its own trace); the answer call has the cancellation in its context and says the check-up
is still on.

App: the Dalig Ilaya Barangay Health Station holds a senior check-up once a month (BP, sugar, libreng maintenance
gamot). Ma'am Cora (the midwife) and the BHWs - Ate Baby, Kuya Edwin - put the station's group chat into a Zep
thread; the helper answers the families' questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Ma'am Cora's 02/28/2026 post - senior
check-up Sat the 14th, 8am-11am, Doc Ver will be there, bring the senior ID and the old reseta; Ate Baby's 3/4 - 27
seniors on the Purok 1 list, Lola Pacing needs the wheelchair, Kuya Edwin will fetch her; Ma'am Cora's Thu 3/12 -
PASENSYA PO, the senior check-up on Sat the 14th is not pushing through, Doc Ver was called to the provincial for the
dengue briefing, moved to Sat the 21st, same 8-11; Kuya Edwin's 3/13 - amlodipine and metformin came from the RHU.
Question (Fri 3/13, Ate Nitz, Lola Pacing's daughter): "tuloy po ba yung check-up ni Lola bukas? ihahatid ko sana
siya ng 8" -> expected no - it's moved to Sat the 21st (03/21), same 8-11, Doc Ver's at the provincial. The model
says yes, tuloy bukas, Sat the 14th.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model
was given say the 14th is not pushing through and name the 21st, and the model said it's on. Asserted: the context
has the first post and the cancellation.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b378_zep_bhs_senior_checkup_yesno_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "bhs-dalig-ilaya", "seniors-2026"
POSTS = [
    "02/28/2026 Ma'am Cora - SENIOR CHECK-UP 👵👴 Sat the 14th, 8am-11am dito sa health station. andito si Doc Ver. "
    "BP, sugar, libreng maintenance habang may stock. dalhin ang senior ID + yung lumang reseta",
    "3/4 Ate Baby - Purok 1 seniors list: 27 na po. si Lola Pacing naka-wheelchair, susunduin ni Kuya Edwin",
    "Thu 3/12 Ma'am Cora - PASENSYA PO 🙏 hindi tuloy ang senior check-up sa Sat the 14th, pinatawag si Doc Ver sa "
    "provincial para sa dengue briefing. lipat sa Sat the 21st, same oras 8-11. paki-inform po ang seniors sa purok "
    "nyo",
    "3/13 Kuya Edwin - dumating na amlodipine 5mg + metformin galing RHU, 3 boxes each, nasa cabinet B",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "BHS Dalig Ilaya")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="bhs chat")])

question = "tuloy po ba yung check-up ni Lola bukas? ihahatid ko sana siya ng 8"
context = ["Today is Fri, March 13, 2026. You are talking to Ate Nitz, daughter of Lola Pacing (Purok 1), a senior "
           "patient of the Dalig Ilaya Barangay Health Station."]
for query in ("senior check-up schedule", "tuloy ba ang check-up sa Sabado", "Doc Ver"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("SENIOR CHECK-UP" in c and "Sat the 14th, 8am-11am" in c for c in context), context
assert any("hindi tuloy ang senior check-up sa Sat the 14th" in c and "lipat sa Sat the 21st" in c
           for c in context), context
with fault():
    reply = answer(f"(Ate Nitz) {question}", context,
                   mock="Opo, tuloy po bukas, Sat the 14th, 8am-11am dito sa health station - andito si Doc Ver. "
                        "Dalhin nyo po yung senior ID at lumang reseta ni Lola.")
finish(question, expected="Hindi po - lipat sa Sat the 21st (03/21), same 8-11; pinatawag si Doc Ver sa provincial",
       actual=reply)
