"""Batch 383 (held out). A small-town Texas high school football booster club's spirit sticks: Zep facts (sync client,
offline stand-in), script style (every call its own trace); the answer call has every stick that went out of the box
in its context and leaves one lot out of the subtraction.

App: the Pecan Flat Panthers Booster Club sell purple-and-gold spirit sticks at home games. Tammy (concessions
chair) and Rhonda (treasurer) put the booster group text into a Zep thread; the helper answers from a graph search
of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Tammy's 8/22 post - the spirit sticks came
in, 300 of them, $3 each or 2 for $5; Rhonda's Fri 9/2 post - sold 112 at the home opener; Rhonda's 9/10 post - 87
sold vs Rio Seco, ran out of change again; and Tammy's Mon 9/12 post - Coach Villarreal wanted 25 sticks for the
junior high pep rally, no charge, she took them out of the box in the concession closet. Question (Thu 9/15, Tammy):
"how many spirit sticks we got left for homecoming? tryin to figure if we need to reorder" -> expected 76 (300 -
112 - 87 - 25). The model gives 101, leaving out the 25 that went to the junior high.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): every number the answer
needs - the 300, both games' sales and the 25 given to the junior high - is in the context the model was given, and
it answered as if the 25 were still in the box. Asserted: the context has the 300, the 112, the 87 and the 25.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b383_zep_booster_spirit_sticks_left_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "pf-panthers-boosters", "booster-group-text-2050"
POSTS = [
    "8/22 Tammy - spirit sticks came in!! 🐾 300 of em, purple + gold, $3 ea or 2 for $5. box is in the concession "
    "closet",
    "Fri 9/2 Rhonda - sold 112 spirit sticks at the home opener, $301 in the envelope",
    "9/10 Rhonda - 87 spirit sticks sold vs Rio Seco, ran outta change AGAIN, need more ones in the float",
    "Mon 9/12 Tammy - Coach Villarreal wanted 25 spirit sticks for the junior high pep rally, no charge, took em out "
    "of the box in the concession closet this mornin",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Panthers boosters")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="booster text")])

question = "how many spirit sticks we got left for homecoming? tryin to figure if we need to reorder"
context = ["Today is Thu 15 September 2050. You are talking to Tammy, concessions chair of the Pecan Flat Panthers "
           "Booster Club (homecoming Fri 10/7)."]
for query in ("spirit sticks left", "spirit sticks sold", "spirit sticks box"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("300 of em" in c for c in context), context
assert any("sold 112 spirit sticks" in c for c in context), context
assert any("87 spirit sticks sold" in c for c in context), context
assert any("25 spirit sticks for the junior high pep rally" in c for c in context), context
with fault():
    reply = answer(f"(Tammy) {question}", context,
                   mock="101 left - 300 came in, 112 sold at the opener and 87 vs Rio Seco. Should be enough for "
                        "homecoming, no need to reorder yet.")
finish(question, expected="76 - 300 less 112 and 87 sold, less the 25 Coach took for the junior high pep rally",
       actual=reply)
