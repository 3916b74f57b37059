"""Batch 315 (held out). A brass rubbing club: Zep facts (sync client, offline stand-in), script style (every call
its own trace); the answer call has the real reason a brass is off limits in its context and gives a reason the
context rules out.

App: the Brighouse & District Brass Rubbers (heelball, black and gold paper, a church visit a month from spring to
autumn) go to St Peter's, Hartshead on Sat 9th Sept 2050. Derek (who fixes up the visits) and Pat (the chair) post
in the club chat, which goes into a Zep thread; the helper answers members' questions from a graph search of the
facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Derek's 2050-07-12T19:45 post - Hartshead
Sat 9th Sept, the big knight (Sir John Armytage, 1.6m, the best brass in the county) and the two small
civilians; Pat's 2/8 post - paper and heelball from the club box, £3 a rubbing to the church; Derek's Weds 23rd
Aug post - the churchwarden rang, the knight's cracked right across the bottom where it's worked loose from the
stone, so the diocese has said no rubbing on it at all till it's been re-fixed, we can do the resin replica in the
vestry instead, same size; and Pat's Mon 4th Sept post - someone asked if it's the heelball marks last time that
got us banned - no, the vicar says we left it spotless, it's only the crack. Question (Thu 7/9, Brian): "why can't
we do the knight at Hartshead this time? was really looking forward to it 😞" -> expected because the brass has
cracked and worked loose, so the diocese has stopped rubbing on it till it's re-fixed (there's the replica). The
model says it's because of heelball marks left on it last time.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the crack and the diocese as the reason and say the heelball isn't it, and the model gave the heelball.
Asserted: the context has the crack fact and the heelball fact.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b315_zep_brass_rubbing_knight_why_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "brighouse-brass-rubbers", "visits-2050"
POSTS = [
    "2050-07-12T19:45 Derek - HARTSHEAD 🛡️ sat 9th sept, St Peter's. the big knight (Sir John Armytage, 1.6m!! best "
    "brass in the county imo) + the 2 small civilians. meet at the church 10.30, we've got it till 3",
    "2/8 Pat - paper + heelball from the club box, bring ur own tape + brush. church asks £3 a rubbing, cash in the "
    "wall safe",
    "Weds 23rd Aug Derek - churchwarden rang 😩 the knight's cracked right across the bottom where it's worked loose "
    "from the stone, so the diocese have said no rubbing on it at all till it's been re-fixed. we can do the resin "
    "replica in the vestry instead, same size",
    "Mon 4th Sept Pat - someone asked if it's the heelball marks from last time that got us banned - no!! vicar says "
    "we left it spotless, it's only the crack. civilians still fine to rub",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Brighouse & District Brass Rubbers")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="club chat")])

question = "why can't we do the knight at Hartshead this time? was really looking forward to it 😞"
context = ["Today is Thu 7 September 2050. You are talking to Brian, a member of the Brighouse & District Brass "
           "Rubbers (visit to St Peter's, Hartshead, Sat 9 Sept)."]
for query in ("knight brass Hartshead", "why no rubbing on the knight", "banned from rubbing"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("the knight's cracked right across the bottom" in c and "diocese have said no rubbing" in c
           for c in context), context
assert any("heelball marks from last time" in c and "it's only the crack" in c for c in context), context
with fault():
    reply = answer(f"(Brian) {question}", context,
                   mock="It's because of the heelball marks left on the knight last time - the church don't want any "
                        "more rubbing on it. You can still do the two small civilians.")
finish(question, expected="the brass has cracked and worked loose from the stone, so the diocese has stopped rubbing "
                          "on it till it's re-fixed - there's the replica in the vestry", actual=reply)
