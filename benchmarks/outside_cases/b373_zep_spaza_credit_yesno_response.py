"""Batch 373 (held out). A family spaza shop's credit rule: Zep facts (sync client, offline stand-in), script style
(every call its own trace); the answer call has the customer's cleared book in its facts and says no on the old
balance.

App: Baba Ngcobo's spaza on Sibiya St in Dubeni Ext 11 is run by Baba Ngcobo, his daughter Thandeka and his son
Sipho. The family WhatsApp group goes into a Zep thread; the helper answers from a graph search of the facts when a
customer asks for something on the book.

Planted fault (ResponseError, ignored sufficient context): the facts have Baba's 2026/02/28 rule - no more credit
for anyone owing over R400 on the book, no matter who; Thandeka's 10 Mar post - Mam' Mokoena's book is at R520, she
wanted bread and paraffin on the book, Thandeka said sorry Mam', Baba's rule; Sipho's Fri 13 Mar post - Mam' Mokoena
came after her pay-day and paid the full R520 cash, book cleared to R0, she can take on the book again; and
Thandeka's Sat the 14th post about the bread van. Question (Mon 16 Mar, Thandeka at the counter): "Mam' Mokoena is
here wanting 2 loaves + amasi on the book, can she?" -> expected yes - she cleared her R520 on Fri the 13th, she's at
R0. The model says no, she's owing R520, over Baba's R400.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the R400 rule, the R520, and Sipho's post that she paid it all and is cleared, and the model answered
from the old balance. Asserted: the context has the rule, the R520 refusal and the cleared book.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b373_zep_spaza_credit_yesno_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "ngcobo-spaza", "family-group-2026"
POSTS = [
    "2026/02/28 Baba - RULE from now 📒 no more credit for anyone owing over R400 on the book, no matter who, even "
    "family. month-end everybody must settle",
    "10 Mar Thandeka - Mam' Mokoena's book is at R520 now 😬 she wanted bread + paraffin on the book, I said sorry "
    "Mam', Baba's rule",
    "Fri 13 Mar Sipho - Mam' Mokoena came after her pay-day and paid the full R520 cash ✅ book cleared to R0, so she "
    "can take on the book again",
    "Sat the 14th Thandeka - bread van only brought 30 loaves eish, he says the bakery's oven broke. Mon he'll bring "
    "the normal 60",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Ngcobo spaza")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="family group")])

question = "Mam' Mokoena is here wanting 2 loaves + amasi on the book, can she?"
context = ["Today is Mon 16 March 2026. You are talking to Thandeka, who's at the counter of Baba Ngcobo's spaza."]
for query in ("Mam' Mokoena on the book", "credit rule owing", "who paid their book"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("no more credit for anyone owing over R400" in c for c in context), context
assert any("Mam' Mokoena's book is at R520 now" in c for c in context), context
assert any("paid the full R520 cash" in c and "book cleared to R0" in c for c in context), context
with fault():
    reply = answer(f"(Thandeka) {question}", context,
                   mock="No - Mam' Mokoena's owing R520, that's over Baba's R400 limit, so nothing more on the book "
                        "till she settles.")
finish(question, expected="yes - she paid the full R520 on Fri the 13th, her book's at R0", actual=reply)
