"""Batch 145 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in), one
root span per post and one for the question.

App: Soyland parish council's Community Speed Watch volunteers (Bev the coordinator, Graham, Pat, Dev and the rest)
post into a Zep thread; the helper answers them, and the clerk, from a graph search of the facts.

Memory: Bev, 14/3: the Church Lane residents want a site by the church, but the police said no - not enough verge
to stand on safely with the traffic; PCSO Dan via Bev, 22.3.: he went back with the county's road safety officer
and they're ok with the verge if we stand by the lych gate, BUT the county are making Church Lane a 20 from
September for the new school, and the police won't send letters for a 30 that's on its way out, so there's no
point till the 20's in - we'll look again in the autumn; Graham, Weds 8 Apr: his hi-vis; Dev, 2037-05-16T18:20: the
April numbers. Question (Tue 19/5, Janet the parish clerk): "why aren't we doing church lane? Mrs Holt's bound to
ask at the parish mtg tmrw" The assistant says the county are making it a 20 zone from September for the new
school, and the police won't act on the 30 that's going, so not till the 20's in (the verge is ok now by the lych
gate). The label says there's not enough verge to stand on safely - in memory, the police's first answer of 14/3.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b145_ctl_zep_speedwatch_church_lane_why_label", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "soyland-speed-watch", "csw-volunteers"
POSTS = [
    "14/3 Bev - Church Lane residents want a site by the church. police said no, not enough verge to stand on safely "
    "w the traffic",
    "22.3. Bev - PCSO Dan went back w the county road safety officer, they're ok w the verge if we stand by the lych "
    "gate. BUT the county are making Church Lane a 20 from sept for the new school + police won't send letters for "
    "a 30 that's on its way out. no point till the 20's in, we'll look again in the autumn",
    "Weds 8 Apr Graham - found my hi vis, it was in the boot all along. sorry all",
    "2037-05-16T18:20 Dev - april totals: 3 sessions, 112 clocked over, top speed 54 on Rochdale Rd at 7.30ish",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Speed watch volunteers")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Speed watch volunteers")])

question = "why aren't we doing church lane? Mrs Holt's bound to ask at the parish mtg tmrw"
with turn_span("question Tue 19/5"):
    facts = client.graph.search_edges(GRAPH, query="Church Lane site police verge 20 limit new school",
                                      page_size=10).items
    context = ["Today is Tue 19 May 2037. You are talking to Janet, the clerk of Soyland parish council, about the "
               "Community Speed Watch."] + [f.fact for f in facts]
    assert any("not enough verge to stand on safely" in c for c in context), context
    assert any("making Church Lane a 20 from sept" in c and "won't send letters" in c for c in context), context
    reply = answer(question, context, mock="Because the county are making Church Lane a 20 from September for the "
                                           "new school, and the police won't send letters for the 30 while it's on "
                                           "its way out - so not till the 20's in. The verge is fine now if they "
                                           "stand by the lych gate.")
finish(question, expected="there's not enough verge to stand on safely", actual=reply)
