"""Batch 87 (held out), CONTROL: nothing planted; the label is wrong. Zep (sync client, the offline stand-in server),
facts from the office thread, script style.

App: Nadia at Fig & Thyme (wedding caterer) drops event and staff bits into a Zep thread; the app answers the team
from the graph's facts (``graph.search_edges``).

Memory: the Morton-Ellis wedding booking (Sat 3/9, the orangery at Hatfield) has Sam as head chef with four front of
house. A later note says Sam's wife is due with their second at the end of August, so he's at home with them for a
few weeks from the 28th, and Priya's running the kitchen on everything till the end of September. Question (Wed
31/8, a waiter): "who's in charge of the kitchen at the Morton-Ellis wedding?" The assistant says Priya. The label
says Sam, the head chef.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b87_ctl_zep_caterer_head_chef_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "figthyme-office", "figthyme-office-nadia"
NOTES = [
    "Morton-Ellis wedding sat 3/9 - the orangery at Hatfield, 140, Sam head chef, 4 FOH + 2 kp. canapes on the "
    "terrace 3pm",
    "Sam's wife due w their 2nd end of aug!! he's at home with them for a few wks from the 28th. Priya running the "
    "kitchen on everything til end of sept, she's more than ready",
    "hired 12 extra round tables for the Morton-Ellis wedding, collect fri from Event Hire Luton",
    "Morton-Ellis kitchen is tiny, 2 ovens only - do the beef off-site and finish there",
    "Jo's back from holiday 30/8, on bar for Morton-Ellis",
    "new aprons came, the sage green ones, £7.50 each",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Nadia")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Nadia")])

question = "who's in charge of the kitchen at the Morton-Ellis wedding?"
facts = client.graph.search_edges(GRAPH, query="Morton-Ellis wedding head chef kitchen running Sam Priya",
                                  page_size=6).items
context = ["Today is Wed 31 August 2033. You are talking to one of the waiting staff."] + [f.fact for f in facts]
assert any("Sam head chef" in c for c in context), context
assert any("Priya running the kitchen on everything" in c for c in context), context
reply = answer(question, context, mock="Priya - Sam's at home with the new baby, so she's running the kitchen for "
                                       "the Morton-Ellis wedding.")
finish(question, expected="Sam - he's the head chef on that one", actual=reply)
