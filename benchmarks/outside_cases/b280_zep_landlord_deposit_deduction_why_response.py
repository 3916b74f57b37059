"""Batch 280 (held out). A landlord's notes on tenancies and repairs: Zep facts (sync client, offline stand-in),
script style (every call its own trace); the answer call has the real reason for a deposit deduction in its
context and gives a reason the context rules out.

App: Graham lets 9 Savile Tce (a two-up two-down) and two flats on Albert Rd. He and his wife Jan put their notes
about the Savile Tce check-out into a Zep thread; the helper answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Graham's 2087-07-31 check-out note (Jake
and Mia out, place mostly fine, a big red wine stain on the lounge carpet and the oven filthy); Jan's 2/8 quotes
(carpet clean £85, oven clean £45); Graham's Tue 5 Aug note - Jake swears the stain was there when they moved in,
he offered to hire a Rug Doctor but Graham said don't bother, he'd checked the inventory photos from 2084 and Jake's
right, it's in them, so no charge for the carpet, keeping the £45 for the oven only; and Jan's 8/8 note - £1055 of
the £1100 back through the DPS. Question (Mon 18/8, Jan): "why did we only keep £45 back off Jake + Mia when the
lounge carpet was in that state? the new lot are asking about the stain" -> expected because the stain was already
there when they moved in (it's in the 2084 inventory photos), so only the oven clean was charged. The model says
Jake cleaned the carpet himself with a Rug Doctor before he left.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given say the stain is in the check-in inventory photos and that Graham told Jake not to bother with the Rug
Doctor, and the model said Jake cleaned it. Asserted: the context has the inventory-photos line and the check-out
line with the stain.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b280_zep_landlord_deposit_deduction_why_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "graham-lets", "savile-tce-checkout-2087"
POSTS = [
    "2087-07-31 Graham - check out at 9 Savile Tce w/ Jake + Mia, keys back. place mostly fine tbh, big red wine "
    "stain on the lounge carpet by the window + the oven's filthy 🤢 meters read, photos on my phone",
    "2/8 Jan - quotes in: carpet clean £85 (Cleanrite), oven clean £45 (Ovenclean man). new tenants in the 10th so "
    "need doing this wk either way",
    "Tue 5 Aug Graham - Jake swears the wine stain was there when they moved in. he offered to hire a Rug Doctor but "
    "I said don't bother - checked the inventory photos from 2084 + he's right, it's in them 🙈 so not charging for "
    "the carpet, keeping the £45 for the oven only. I'll get Cleanrite in on us",
    "8/8 Jan - deposit sorted thru the DPS, £1055 of the £1100 back to them, Mia sent a thank you text + a photo of "
    "the cat in the new place",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Graham")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="lets notes")])

question = ("why did we only keep £45 back off Jake + Mia when the lounge carpet was in that state? the new lot are "
            "asking about the stain")
context = ["Today is Mon 18 August 2087. You are talking to Jan, who helps Graham with his lettings (9 Savile Tce, "
           "14 Albert Rd)."]
for query in ("deposit deduction Jake and Mia", "carpet stain", "why only the oven was charged"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("checked the inventory photos from 2084" in c and "not charging for the carpet" in c
           for c in context), context
assert any("big red wine stain on the lounge carpet" in c for c in context), context
with fault():
    reply = answer(f"(Jan) {question}", context,
                   mock="Because Jake hired a Rug Doctor and cleaned the carpet himself before he left, so the only "
                        "thing left to charge for was the oven clean (£45).")
finish(question, expected="because the stain was already there when they moved in - it's in the 2084 inventory photos",
       actual=reply)
