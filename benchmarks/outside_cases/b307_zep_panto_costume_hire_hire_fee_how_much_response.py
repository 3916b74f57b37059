"""Batch 307 (held out). A pantomime costume hire: Zep facts (sync client, offline stand-in), script style (every
call its own trace); the answer call has the cut-down costume list in its facts and prices the first one.

App: Limelight Costume Hire (Brighouse) hires out panto sets to amateur groups for the Christmas and January runs,
at £45 a costume for the run (wigs and headdresses included), plus a deposit. Donna (who runs it) puts the shop's
chat with each group into a Zep thread; the helper answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Donna's 2050-09-30T15:00 booking -
Ripponden Players' Aladdin (19-28 Jan), 18 costumes at £45 = £810 plus a £150 deposit; Donna's 14/10 note - the
genie's green, a second Widow Twankey frock for the finale; Ken (the Players' treasurer) on Weds 9th Nov - they've
cut the camel gag (the two lads in the camel can't do the dates) and the genie's keeping one costume, so that's 3
fewer, 15 costumes; and Donna's Mon 21st - collection Sat 7th Jan, 10am. Question (Tue 22/11, Ken): "what's the hire
for our Aladdin lot? the committee want a figure tonight, not the deposit" -> expected £675 (15 x £45). The model
says £810 for the 18 costumes.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the £45 a costume and Ken's cut to 15 costumes, and it priced the first list. Asserted: the context has
the £810 booking and the "so that's 15 costumes" line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b307_zep_panto_costume_hire_hire_fee_how_much_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "limelight-hire", "ripponden-players-aladdin-2051"
POSTS = [
    ("Donna", "2050-09-30T15:00 Donna - BOOKED Ripponden Players Aladdin 🧞 run 19-28 jan. 18 costumes @ £45 for the "
              "run = £810, wigs + headdresses incl, + £150 deposit (back when it all comes back clean)"),
    ("Donna", "14/10 Donna - genie's the green one, Widow Twankey gets a 2nd frock for the finale, the big pink one"),
    ("Ken", "Weds 9th Nov Ken - we've had to cut the camel gag, the 2 lads in the camel can't do the dates 🐪 + the "
            "genie's only keeping the one costume, so 3 fewer, that's 15 costumes now. sorry Donna!"),
    ("Donna", "Mon 21st Donna - no worries Ken. collection sat 7th jan 10am, bring the big car, the headdresses are "
              "boxed"),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Ripponden Players")
client = zep_client(server)
for who, text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name=who)])

question = "what's the hire for our Aladdin lot? the committee want a figure tonight, not the deposit"
context = ["Today is Tue 22 November 2050. You are talking to Ken, treasurer of Ripponden Players (Aladdin, "
           "19-28 Jan 2051, hiring from Limelight Costume Hire)."]
for query in ("hire cost for Aladdin", "how many costumes", "price per costume"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("18 costumes @ £45 for the run = £810" in c for c in context), context
assert any("so 3 fewer, that's 15 costumes now" in c for c in context), context
with fault():
    reply = answer(f"(Ken) {question}", context,
                   mock="£810 - that's 18 costumes at £45 each for the run, wigs and headdresses included. The £150 "
                        "deposit's on top and comes back.")
finish(question, expected="£675 - 15 costumes at £45 (the camel's cut and the genie's down to one)", actual=reply)
