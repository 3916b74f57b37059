"""Batch 198 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (every call its own trace).

App: Bishop's Castle Art Club's summer exhibition is in the Town Hall, Sat 1st to Sun 9th Aug 2043 - members'
paintings, a sales table, a raffle for a framed print. The club's chat (Sylvia, the exhibition secretary, Derek, the
treasurer, and members) goes into a Zep thread; the helper answers from a graph search of the facts.

Memory: Sylvia, 2043-04-15T19:00 - hanging fee £5 a picture this year (was £3): the Town Hall have put the hire up to
£40 a day and we're getting proper insurance for the work on the walls; Derek, 3/5 - is the fee up because of those
new display boards? we never voted on them; Sylvia, Weds 6 May - no Derek, the boards came out of the Arts Council
grant, not a penny of them from the fees; 22.5. - commission on sales stays 20%. Question (Thu 28/5, Nia, a new
member): "why's the hanging fee gone up to a fiver this year?" The assistant says the Town Hall's put the hire up to
£40 a day and the club's getting proper insurance for the paintings. The label says to pay for the new display
boards.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b198_ctl_zep_art_club_hanging_fee_why_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "bishops-castle-art-club-2043", "summer-exhibition-2043"
POSTS = [
    "2043-04-15T19:00 Sylvia - SUMMER EXHIBITION Town Hall sat 1st - sun 9th aug 🎨 hanging fee £5 a picture this yr "
    "(was £3) - the Town Hall have put the hire up to £40 a day + we're getting proper insurance for the work on the "
    "walls this time",
    "3/5 Derek - is the fee up cos of those new display boards? we never voted on them",
    "Weds 6 May Sylvia - no Derek the boards came out of the Arts Council grant, not a penny of them from the fees 🙄",
    "22.5. Sylvia - commission on sales stays 20%, raffle prize is Ann's framed print of the Kerry Ridgeway",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Bishop's Castle Art Club summer exhibition")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="Bishop's Castle Art Club")])

question = "why's the hanging fee gone up to a fiver this year?"
context = ["Today is Thu 28 May 2043. You are talking to Nia, a new member of Bishop's Castle Art Club; the summer "
           "exhibition is in the Town Hall, Sat 1 - Sun 9 Aug."]
for query in ("hanging fee gone up", "why is the fee £5", "display boards"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("put the hire up to £40 a day" in c and "proper insurance" in c for c in context), context
assert any("new display boards" in c for c in context), context
assert any("boards came out of the Arts Council grant" in c for c in context), context
reply = answer(question, context, mock="The Town Hall have put the hire up to £40 a day, and the club's getting "
                                       "proper insurance for the paintings on the walls this time.")
finish(question, expected="to pay for the new display boards", actual=reply)
