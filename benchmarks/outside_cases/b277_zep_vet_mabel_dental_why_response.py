"""Batch 277 (held out). A vet practice's client chat: Zep facts (sync client, offline stand-in), script style
(every call its own trace); the answer call has the real reason a dental was put back in its facts and gives a
reason the facts rule out.

App: Calder Vale Veterinary Centre keep each household's chat with the practice (reception, the nurses, the vets)
in a Zep thread; the practice's helper answers owners from a graph search of the facts. The Ahmeds' cat Mabel (14,
a tortie) is booked in for a dental - a scale and polish and probably a couple of extractions.

Planted fault (ResponseError, ignored sufficient context): the facts have reception's 2053-02-03T10:20 post - Mabel's
dental Tue 18th Feb, drop off 8.15, nothing to eat after 10pm the night before; Tom Hirst MRCVS's 10/2 post - her
pre-anaesthetic bloods are back and her kidney values are up a bit, so he wants her on a drip from the night before
and a recheck of her bloods first, so the dental's moved to Thu 27th Feb and she'll come in the Weds evening;
reception's Weds 12/2 post - someone asked if it's because of half term, no, we've got full cover that week, it's
just for Mabel's kidneys; and the Fri 14 Feb estimate, £420-£480 with extractions. Question (Sat 15/2, Mr Ahmed):
"why's Mabel's dental been put back? is it cos you're short staffed over half term" -> expected because her pre-op
bloods showed her kidney values up, so she needs fluids and a recheck before the anaesthetic. The model says it's
the half term staffing.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the kidney bloods as the reason and say the half term cover is full and not the reason, and the model
gave the half term. Asserted: the context has the kidney values post and the full cover post.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b277_zep_vet_mabel_dental_why_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "calder-vale-vets", "ahmed-household-2053"
POSTS = [
    ("Gemma (reception)", "2053-02-03T10:20 Mabel's dental booked tue 18th feb 🦷 drop off 8.15, nothing to eat "
                          "after 10pm the nite b4, water's fine. pick up usually about 4"),
    ("Tom Hirst MRCVS", "10/2 Mabel's pre-anaesthetic bloods are back - her kidney values are up a bit (SDMA + creat), "
                        "not awful for 14 but I want her on a drip from the night before + a recheck of her bloods "
                        "first, so I've moved the dental to thurs 27th feb, she'll come in the weds evening"),
    ("Gemma (reception)", "Weds 12/2 Mr Ahmed asked on the phone if it's because of half term - no, we've got full "
                          "cover that wk, it's just for Mabel's kidneys 🐱"),
    ("Gemma (reception)", "Fri 14 Feb estimate sent - £420-£480 incl extractions if needed, + the fluids. Petplan "
                          "excess £99"),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Ahmed household")
client = zep_client(server)
for who, text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name=who)])

question = "why's Mabel's dental been put back? is it cos you're short staffed over half term"
context = ["Today is Sat 15 February 2053. You are talking to Mr Ahmed, Mabel's owner (14 yr old tortie cat)."]
for query in ("Mabel dental moved", "why was the dental put back", "half term staff"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("her kidney values are up a bit" in c and "moved the dental to thurs 27th feb" in c
           for c in context), context
assert any("we've got full cover that wk, it's just for Mabel's kidneys" in c for c in context), context
with fault():
    reply = answer(f"(Mr Ahmed) {question}", context,
                   mock="Yes, it's the half term - the practice is short of staff that week, so Mabel's dental has "
                        "moved to Thursday 27th February.")
finish(question, expected="her pre-op bloods showed her kidney values up, so she needs a drip and a recheck first",
       actual=reply)
