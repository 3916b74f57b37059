"""Batch 282 (held out). A dental practice's appointments and lab work: Zep facts (sync client, offline stand-in),
script style (every call its own trace); the answer call has the deposit already paid in its context and gives the
whole fee as what's left to pay.

App: Park Road Dental (NHS and private, dentures made by Calder Dental Lab) put the front desk's chat - Donna and
Sue on reception, Dr Marsh - into a Zep thread; the practice helper answers patients' questions from a graph search
of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Dr Marsh's 2051-02-20T12:10 line - Mrs
Pauline Lund, new full upper denture, NHS band 3, £306.80, half up front when the impressions are taken and the
rest at the fit; Donna's 28/2 line - Pauline paid her half, £153.40 on card, receipt given, impressions off to the
lab; Sue's Thu 9 Mar line - try-in went fine, back to the lab for finishing; and Donna's Tue 14/3 line - the lab
sent the finished one in the wrong shade, it's gone back, their mistake so no extra charge, the fit's moved to Tue
28th at 11. Question (Mon 27/3, Pauline): "how much have I got left to pay tomorrow when I come in for my teeth?
want to bring the right money" -> expected £153.40 (the other half of £306.80). The model says £306.80.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has the band 3 fee of £306.80, half up front, the £153.40 already paid and the lab's remake at no extra
charge, and the model gave the whole fee. Asserted: the context has the fee line and the paid line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b282_zep_dental_denture_left_to_pay_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "park-road-dental", "front-desk-2051"
POSTS = [
    "2051-02-20T12:10 Dr Marsh - Pauline Lund, new full upper denture, NHS band 3 £306.80. half up front when we take "
    "the impressions + the rest at the fit pls",
    "28/2 Donna - Pauline Lund paid her half, £153.40 on card, receipt given 🧾 impressions off to Calder Lab w/ "
    "the tues collection",
    "Thu 9 Mar Sue - Mrs Lund's try-in went fine, she's v happy w/ the look, back to the lab for finishing",
    "Tue 14/3 Donna - lab sent Pauline Lund's finished denture in the wrong shade 🙄 it's gone back, their mistake "
    "so no extra charge to her. fit moved to tue 28th at 11, told her",
    "Weds 22nd Sue - card machine's playing up again, take cash or cheque if it won't connect",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Park Road Dental")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="front desk")])

question = "how much have I got left to pay tomorrow when I come in for my teeth? want to bring the right money"
context = ["Today is Mon 27 March 2051. You are talking to Pauline Lund, a patient at Park Road Dental."]
for query in ("Pauline Lund denture fee", "paid deposit", "how much to pay at the fit"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("NHS band 3 £306.80" in c and "half up front" in c for c in context), context
assert any("paid her half, £153.40" in c for c in context), context
with fault():
    reply = answer(f"(Pauline Lund) {question}", context,
                   mock="£306.80 - that's the NHS band 3 charge for the denture, paid at the fit tomorrow at 11.")
finish(question, expected="£153.40 - the other half; she paid £153.40 of the £306.80 when the impressions were taken",
       actual=reply)
