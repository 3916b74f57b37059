"""Batch 153 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
one root span per post and one for the question.

App: Holme Village Hall's wedding fair committee (Helen, who books the exhibitors, and Dave from the hall committee)
post into a Zep thread about the fair (Sun 20th Sept 2037, 11-3); the helper answers the exhibitors from a graph
search of the facts.

Memory: 14/3, Helen: the fair Sun 20th Sept, 11-3, exhibitors in from 8.30, 22 stands, trestles provided; exhibitors
park in the hall car park, 14 spaces, first come. Weds 8 Apr, Helen: Bridal Belles' fashion show at 1, stage clear.
Tue 8/9, Dave: the parish council are finally doing the car park - resurfacing and lining, they'd said August but
they're behind - it's the week of the 14th and it has to go off for 7 days, so nobody on it till the Monday after;
unload at the front door and the Red Lion says exhibitors can use theirs, 2 mins' walk. 2037-09-15, Helen: WI teas in
the foyer corner, £3. Question (Thu 17/9, Nadia of Holme Blooms): "can i park at the hall sun? got the arch + 3 boxes
of flowers - yes or no" The assistant says no - unload at the front door, then park at the Red Lion. The label says
yes - in memory, the car park arrangement from March, before the resurfacing was booked in.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b153_ctl_zep_weddingfair_parking_yesno_label", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "holme-wedding-fair", "wedding-fair-committee"
POSTS = [
    "14/3 Helen - wedding fair sun 20th sept, 11-3, exhibitors in from 8.30. 22 stands, 6ft trestles provided. "
    "exhibitors park in the hall car park, 14 spaces so first come first served",
    "Weds 8 Apr Helen - Bridal Belles doing the fashion show at 1 in the main hall, stage clear by 12.45 pls",
    "Tue 8/9 Dave - parish council finally doing the car park, resurfacing + lining - they said aug but they're "
    "behind. it's the wk of the 14th + it has to go off for 7 days so nobody on it til the mon after. unload at the "
    "front door then the Red Lion say exhibitors can use theirs, 2 mins walk",
    "2037-09-15T20:05 Helen - WI doing teas in the foyer corner, £3 tea + cake. float from the hall safe",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Wedding fair committee")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Wedding fair committee")])

question = "can i park at the hall sun? got the arch + 3 boxes of flowers - yes or no"
with turn_span("question Thu 17/9"):
    facts = client.graph.search_edges(GRAPH, query="exhibitors park hall car park sunday", page_size=10).items
    context = ["Today is Thu 17 September 2037. You are talking to Nadia of Holme Blooms, a florist exhibiting at "
               "Holme Village Hall's wedding fair on Sun 20 September."] + [f.fact for f in facts]
    assert any("exhibitors park in the hall car park" in c for c in context), context
    assert any("nobody on it til the mon after" in c and "Red Lion" in c for c in context), context
    reply = answer(question, context, mock="No - the car park's just been resurfaced and can't be used till the "
                                           "Monday after. Unload at the front door, then park at the Red Lion, "
                                           "2 minutes' walk.")
finish(question, expected="yes", actual=reply)
