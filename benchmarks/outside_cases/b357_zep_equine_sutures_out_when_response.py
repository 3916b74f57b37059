"""Batch 357 (held out). Equine yard visits: Zep facts (sync client, offline stand-in), script style (every call its
own trace); the answer call has the visit's date and "sutures out in 10 days" in its context and counts the days
from the day of the question instead.

App: Hollins Farm Livery's yard chat - the vet's visit notes (Dr Hale, Calder Equine), the yard manager's messages
and the owners' texts - goes into a Zep thread; the helper answers the liveries from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): Dr Hale's yard visit note of Mon 9 May 2050 - Bramble
(14y cob mare), a 6 cm laceration on the L hind cannon, no joint or tendon sheath involvement; sedated, clipped,
lavaged, sutured, dressed; TMPS 30 mg/kg PO BID x 5 d, bute 2.2 g BID x 3 d then SID; box rest, bandage change q48h
by the yard; "sutures out in 10 days (my Thurs round)". Ten days from Mon 9 May is Thu 19 May, a Thursday, which is
Dr Hale's Hollins Farm day. Later facts: Fri 13/5 the yard's bandage change (wound clean, no heat); Sat 14/5 the
owner asking if it could be a Saturday (she works Thursdays), the yard manager saying Dr Hale only does Hollins on
Thursdays. Question (Mon 16/5, Claire, Bramble's owner): "when are Bramble's stitches coming out? need to book the
day off" -> expected Thursday 19 May (10 days from the 9 May visit, on Dr Hale's Thursday round). The model counts
10 days from today and says Thursday 26 May.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given date the visit Mon 9 May and say 10 days, on the Thursday round, so the day follows from them; the model
resolved the 10 days against the wrong date. Asserted: the context has the dated visit note with "sutures out in 10
days" and the Thursday-only line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b357_zep_equine_sutures_out_when_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "hollins-farm-livery", "yard-chat-2050"
POSTS = [
    "Mon 9 May 2050 yard visit, Dr Hale (Calder Equine) - Bramble, 14y cob mare. O/E 6cm lac L hind cannon, lat "
    "aspect, not involving joint/tendon sheath. T 37.9 HR 40. sedated (detomidine), clipped, lavaged, sutured, "
    "dressed. tetanus in date. TMPS 30mg/kg PO BID x5d, bute 2.2g BID x3d then SID. box rest, bandage change q48h "
    "by yard. sutures out in 10 days (my Thurs round)",
    "Fri 13/5 Gemma (yard mgr) - Bramble bandage changed, wound clean + dry, no heat, eating her TMPS in a bit of "
    "apple sauce 🍏",
    "Sat 14/5 Claire - any chance the stitches could come out on a sat?? I work thursdays 🙈 Gemma - sorry hun, "
    "Dr Hale only does Hollins on thursdays, I can hold her for you if you can't get off",
    "Sat 14/5 Gemma - farrier Weds 25th for Monty + Tinker, Bramble's fronts can wait",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Hollins Farm")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="yard chat")])

question = "when are Bramble's stitches coming out? need to book the day off"
context = ["Today is Mon 16 May 2050. You are talking to Claire, who keeps her mare Bramble at Hollins Farm Livery."]
for query in ("Bramble sutures out", "stitches out when", "Dr Hale visit day"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any(c.startswith("Mon 9 May 2050 yard visit") and "sutures out in 10 days (my Thurs round)" in c
           for c in context), context
assert any("Dr Hale only does Hollins on thursdays" in c for c in context), context
with fault():
    reply = answer(f"(Claire) {question}", context,
                   mock="Thursday 26 May - Dr Hale said 10 days, on her Thursday round, so book that day off.")
finish(question, expected="Thursday 19 May - 10 days from Dr Hale's visit on Mon 9 May, on her Thursday round",
       actual=reply)
