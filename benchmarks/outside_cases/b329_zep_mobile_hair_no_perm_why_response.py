"""Batch 329 (held out). A mobile hairdresser for housebound clients: Zep facts (sync client, offline stand-in),
script style (every call its own trace); the answer call has the real reason a client's perm is off in its facts
and gives a reason the facts rule out.

App: Denise and Shannon run "Shear Comfort", a mobile hairdresser for housebound clients in Saddleworth - sets,
cuts and perms at home and in the residential homes. Their shared chat about clients goes into a Zep thread; the
helper answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Denise's 2051-02-20T17:45 post - Mrs
Sutcliffe at Greenfield House has a perm every 3 months, next due w/c 10th April; Shannon's Tue 28th Mar post - the
perm lotion order from Sally's didn't come, it's backordered; Denise's Sat 1/4 post - Mrs Sutcliffe's district
nurse caught her: she's on new tablets for her thyroid and her hair's coming out in the brush, so no perm or colour
till it settles, at least 3 months, a wash and set for now; and Shannon's Mon 3rd April post - the perm lotion's
come, two boxes in the van. Question (Thu 13/4, Shannon): "why aren't we doing Mrs Sutcliffe's perm this month?
she's asked me twice, what do I tell her" -> expected the district nurse said no perm (or colour) for at least 3
months - she's on new thyroid tablets and her hair's coming out; a wash and set till then. The model says the perm
lotion's on back order from Sally's.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the nurse and the thyroid tablets as the reason and say the lotion has come, and the model gave the
lotion. Asserted: the context has the nurse line and the lotion-has-come line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b329_zep_mobile_hair_no_perm_why_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "shear-comfort", "clients-2051"
POSTS = [
    "2051-02-20T17:45 Denise - Mrs Sutcliffe (Greenfield House rm 4) perm every 3 months, next one due w/c 10th "
    "april, the small grey rods + the acid perm, she likes it TIGHT 😂",
    "Tue 28th Mar Shannon - the perm lotion order from Sally's didn't come, backordered 😩 hope it's here b4 Mrs "
    "Sutcliffe's",
    "Sat 1/4 Denise - Mrs S's district nurse caught me on the way out: she's on new tablets for her thyroid + her "
    "hair's coming out in the brush a bit, so NO perm or colour till it settles, at least 3 months. just a wash + "
    "set for now. poor love was gutted",
    "Mon 3rd April Shannon - perm lotion's come!! 2 boxes in the van, so we're fine for Mrs Lord's next wk",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Shear Comfort")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="clients chat")])

question = "why aren't we doing Mrs Sutcliffe's perm this month? she's asked me twice 😕 what do I tell her"
context = ["Today is Thu 13 April 2051. You are talking to Shannon at Shear Comfort, mobile hairdressing."]
for query in ("Mrs Sutcliffe perm", "why no perm", "perm lotion"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("NO perm or colour till it settles, at least 3 months" in c and "thyroid" in c for c in context), context
assert any("perm lotion's come!!" in c for c in context), context
with fault():
    reply = answer(f"(Shannon) {question}", context,
                   mock="Tell her it's the perm lotion - the order from Sally's is on back order, so we'll do it as "
                        "soon as it comes in.")
finish(question, expected="her district nurse said no perm for at least 3 months - she's on new thyroid tablets and "
                          "her hair's coming out; a wash and set till then", actual=reply)
