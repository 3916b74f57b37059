"""Batch 269 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (every call its own trace).

App: Sowerby Bridge Community Choir sing carols round the town in December 2051 - outside the Co-op on Sat 9th Dec
for the hospice, then their Christmas concert at Christ Church on Sun 17th - in burgundy robes with gold stoles
that Jean (the robe secretary) looks after. Pam (the chair) and Jean put the choir chat into a Zep thread; the
helper answers members' questions from a graph search of the facts.

Memory: Pam, 2051-11-02T20:00 - carol season, robes for everything please, burgundy with the gold stoles, Co-op
carols Sat 9th Dec 11-1, the church concert Sun 17th; Pam, 14/11 - rehearsals Weds 7.30 as usual, bring folders;
Jean, Weds 22nd Nov - for the Co-op carols it's Christmas jumpers NOT robes, three got ruined in the rain last year
and the dry cleaning bill was £60, robes just for the church; Pam, Mon 4th Dec - mince pies at the Co-op from the
manager. Question (Thu 7/12, Alan, a bass): "do I need to bring my robe to the co-op carols on sat?" The assistant
says no - Christmas jumpers at the Co-op, robes only for the church concert on the 17th. The label says yes, robes
for everything.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b269_ctl_zep_choir_coop_carols_robe_yesno_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "sowerby-bridge-choir", "carols-2051"
POSTS = [
    "2051-11-02T20:00 Pam - CAROL SEASON 🎄 robes for everything pls, burgundy w/ the gold stoles. co-op carols sat "
    "9th dec 11-1 for the hospice, church concert sun 17th at Christ Church 6pm",
    "14/11 Pam - rehearsals weds 7.30 as usual, bring ur folders + a pencil, we're marking up the Rutter",
    "Weds 22nd Nov Jean (robes) - for the co-op carols it's xmas jumpers NOT robes pls!! we had 3 ruined in the rain "
    "last yr + the dry cleaning bill was £60 😩 robes just for the church",
    "Mon 4th Dec Pam - mince pies at the co-op courtesy of the manager, + he's putting a gazebo up if it's wet",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Sowerby Bridge Community Choir")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="choir chat")])

question = "do I need to bring my robe to the co-op carols on sat?"
context = ["Today is Thu 7 December 2051. You are talking to Alan, a bass in Sowerby Bridge Community Choir."]
for query in ("robes for the co-op carols", "what to wear carols", "robe"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("robes for everything pls" in c for c in context), context
assert any("it's xmas jumpers NOT robes" in c and "robes just for the church" in c for c in context), context
reply = answer(f"(Alan) {question}", context,
               mock="No - it's Christmas jumpers at the Co-op on Saturday, not robes (three got ruined in the rain "
                    "last year). Robes are just for the church concert on the 17th.")
finish(question, expected="yes - robes for everything, burgundy with the gold stoles", actual=reply)
