"""Batch 395 (held out). An izakaya's shift notes: Zep facts (sync client, offline stand-in), script style (every
call its own trace); the answer call has the credit note in its context and gives the first invoice.

App: Izakaya Hanabi-ya, a standing-bar izakaya in Osaka, puts its end-of-shift notes into a Zep thread - deliveries,
the reji shime (closing count), who's off. Dec (an Irish expat who does the books on Fridays) asks the helper, which
answers from a graph search of the facts. Notes use yyyy/mm/dd dates, 24-hour times and yen as ¥14,200 or 14200円.

Planted fault (ResponseError, ignored sufficient context): Dec's note of 2050/12/01 (木) has the Maruyama Saketen
delivery at 15:30 - 4 kegs of 生 (Kirin) at ¥14,200, 2 cases of lemon sour base at ¥3,600, one isshobin at ¥2,800,
invoice ¥66,800, pay on the 10th. The tencho's note of 2050/12/03 (土) says one of Thursday's kegs was Asahi not
Kirin, Maruyama-san took it back that morning, no replacement till next week, so they're knocking it off - invoice
¥52,600 now, credit note in the folder - "actually" the isshobin was the wrong year too, it stays but 400円 off, so
¥52,200. Question (Fri 2050/12/09, Dec): "how much do I pay Maruyama tmrw? want to get the cash out of the safe
tonight" -> expected ¥52,200 (¥66,800 less the returned keg's ¥14,200 and ¥400 off the isshobin). The model says
¥66,800.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the first invoice and the tencho's note taking it down to ¥52,200, and the model gave the first invoice.
Asserted: the context has the ¥66,800 invoice and the ¥52,200 correction.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b395_zep_izakaya_sakaya_invoice_diff_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "hanabiya", "shift-notes-2050-12"
POSTS = [
    "2050/12/01 (木) Dec - Maruyama Saketen delivery 15:30: 4 kegs 生 (Kirin) @ ¥14,200, 2 cases lemon sour base @ "
    "¥3,600, 1 isshobin @ ¥2,800 -> invoice ¥66,800, pay on the 10th cash",
    "2050/12/02 (金) Kenta - mad busy, 2 kegs gone by 22:00 lol. otoshi 350円 x 94, reji shime ¥187,900 all square",
    "2050/12/03 (土) tencho - one of Thu's kegs was Asahi not Kirin 🙄 Maruyama-san took it back this morning, no "
    "replacement till next wk so they're knocking it off: invoice ¥52,600 now, credit note's in the folder. actually "
    "the isshobin was the wrong year too, it stays but 400円 off, so ¥52,200",
    "2050/12/05 (月) Dec - reji shime ¥143,100, float ¥30,000 back in the safe. Mei off Thu (dentist)",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Hanabi-ya")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="shift notes")])

question = "how much do I pay Maruyama tmrw? want to get the cash out of the safe tonight"
context = ["Today is Fri 2050/12/09. You are talking to Dec, who does the books at Izakaya Hanabi-ya."]
for query in ("Maruyama invoice", "sake delivery to pay", "credit note keg"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("invoice ¥66,800, pay on the 10th" in c for c in context), context
assert any("knocking it off: invoice ¥52,600 now" in c and "so ¥52,200" in c for c in context), context
with fault():
    reply = answer(f"(Dec) {question}", context,
                   mock="¥66,800 - 4 kegs at ¥14,200, 2 cases of lemon sour base and the isshobin, cash on the 10th.")
finish(question, expected="¥52,200 - the Asahi keg went back (-¥14,200) and 400円 off the isshobin", actual=reply)
