"""Batch 387 (held out). A Bradford community cricket club's teas rota: Zep facts (sync client, offline stand-in),
script style (every call its own trace); the answer call has the aunties' swap in its facts and names the aunty
who swapped out.

App: Hollinwood Shaheens CC play league cricket in Bradford on a Saturday; at home games the aunties do the teas
between innings off a rota, with £30 from club funds, and the urn lives in someone's boot. Imran (the club
secretary) and the aunties post in the club group chat, which goes into a Zep thread; the helper answers the lads'
questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Imran's 2051-04-27T21:00 teas rota -
sat 13/05 Aunty Shabana, sat 27/05 Aunty Rukhsana (Haris's mum), 10/06 the Qureshis, 24/06 Aunty Shabana again;
Imran's 06/05 line on the £30 budget and no nuts; Aunty Shabana's Weds 10/05 line - she's at her niece's mehndi in
Manchester on the 13th so she's swapped with Rukhsana, Rukhsana's doing this sat and she'll do the 27th inshallah;
and Imran's Thu 11/05 line confirming sat 13/05 home v Thornlea, teas at 4ish between innings. Question (Fri 12/05,
Faisal, who has the urn): "who's doing teas tmrw? I've got the urn in my boot, need to drop it round" -> expected
Aunty Rukhsana (Haris's mum) - Aunty Shabana swapped, she's at a mehndi in Manchester. The model says Aunty
Shabana.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the rota and Aunty Shabana's swap for the 13th, and it answered from the rota. Asserted: the context has
the rota line and the swap line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b387_zep_cricket_club_teas_rota_who_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "hollinwood-shaheens-cc", "club-chat-2051"
POSTS = [
    "2051-04-27T21:00 Imran - TEAS ROTA 🫖 home games: sat 13/05 Aunty Shabana, sat 27/05 Aunty Rukhsana (Haris's "
    "mum), 10/06 the Qureshis, 24/06 Aunty Shabana again. urn's in Faisal's boot",
    "06/05 Imran - teas budget £30 a game from club funds, receipts to me pls. NO nuts, Zain's little bro is "
    "allergic",
    "Weds 10/05 Aunty Shabana - salaam all, I'm at my niece's mehndi in Manchester on the 13th so I've swapped with "
    "Rukhsana, she's doing this sat + I'll do the 27th inshallah. samosas + chana chaat sorted either way 🙏",
    "Thu 11/05 Imran - league confirmed sat 13/05 home v Thornlea 1pm, teas at 4ish between innings, be there 12",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Hollinwood Shaheens CC")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="club chat")])

question = "who's doing teas tmrw? I've got the urn in my boot, need to drop it round"
context = ["Today is Fri 12 May 2051. You are talking to Faisal, a player at Hollinwood Shaheens CC, Bradford."]
for query in ("teas rota", "who is doing teas saturday", "swapped teas"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("sat 13/05 Aunty Shabana, sat 27/05 Aunty Rukhsana" in c for c in context), context
assert any("so I've swapped with Rukhsana, she's doing this sat" in c for c in context), context
with fault():
    reply = answer(f"(Faisal) {question}", context,
                   mock="Aunty Shabana's on teas tmrw (sat 13/05) - drop the urn round to hers.")
finish(question, expected="Aunty Rukhsana (Haris's mum) - Aunty Shabana swapped, she's at a mehndi in Manchester",
       actual=reply)
