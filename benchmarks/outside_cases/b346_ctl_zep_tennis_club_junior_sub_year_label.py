"""Batch 346 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
one root span per post and one for the question.

App: Ferncliffe Lawn Tennis Club's members' helper keeps the club's governance posts (AGM resolutions, the
Constitution's schedules, bylaws, the membership FAQ) in a Zep thread and answers members from a graph search of
the facts. Posts are by the Hon. Secretary, Claire Whitlow, and the Membership Secretary, Dev Anand.

Memory: Claire, 2051-03-25T21:10 - AGM, Special Resolution 2 carried: Schedule 2 (Subscriptions) as amended with
effect from 1 April 2051 - Senior GBP 38.50 per calendar month, Junior (under 18 on 1 April) GBP 12 per calendar
month, Family GBP 85 per calendar month, all by monthly direct debit; Dev, 03/04/51 - Bylaw 6, juniors under 12
accompanied on court after 6pm; Dev, Weds 12 April - FAQ: Seniors may pay GBP 420 annually in advance instead of the
DD; Junior and Family subscriptions are monthly by DD only (Schedule 2, note 3); Claire, 19.4.51 - guest fee GBP 6 a
session. Question (Sat 6 May 2051, Mark, a parent): "how much will my son's junior membership be for the year? he's
14, doing the household budget" The assistant says GBP 144 for the year (GBP 12 a month by direct debit; juniors
can't pay annually). The label says GBP 12 - the monthly rate given as the year's cost.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b346_ctl_zep_tennis_club_junior_sub_year_label", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "ferncliffe-ltc", "governance-2051"
POSTS = [
    ("Claire Whitlow", "2051-03-25T21:10 AGM - Special Resolution 2 carried (41 for, 3 against): Schedule 2 "
                       "(Subscriptions) as amended with effect from 1 April 2051 - Senior GBP 38.50 per calendar "
                       "month; Junior (under 18 on 1 April) GBP 12.00 per calendar month; Family GBP 85.00 per "
                       "calendar month. All payable by monthly direct debit."),
    ("Dev Anand", "03/04/51 Bylaw 6 (juniors) reissued: juniors under 12 must be accompanied on court by an adult "
                  "member after 6pm; junior coaching Sat 9-12 is included in the Junior subscription."),
    ("Dev Anand", "Weds 12 April - membership FAQ updated. Q: Can I pay annually? A: Seniors may pay GBP 420 "
                  "annually in advance instead of the monthly DD. Junior and Family subscriptions are monthly by "
                  "DD only (Schedule 2, note 3)."),
    ("Claire Whitlow", "19.4.51 Committee: guest fee GBP 6 per session, max 6 guest visits per guest per year "
                       "(Bylaw 9). Floodlights 50p per 30 mins via the app."),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Ferncliffe LTC")
client = zep_client(server)
for i, (who, text) in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name=who)])

question = "how much will my son's junior membership be for the year? he's 14, doing the household budget"
with turn_span("question Sat 6/5/2051"):
    context = ["Today is Sat 6 May 2051. You are talking to Mark, a parent whose son (14) is joining Ferncliffe Lawn "
               "Tennis Club as a Junior member."]
    for query in ("junior subscription", "annual membership fee", "pay annually"):
        for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
            if f.fact not in context:
                context.append(f.fact)
    assert any("Junior (under 18 on 1 April) GBP 12.00 per calendar month" in c for c in context), context
    assert any("Junior and Family subscriptions are monthly by DD only" in c for c in context), context
    reply = answer(f"(Mark) {question}", context,
                   mock="GBP 144 for the year - the Junior rate is GBP 12 a month, and juniors can only pay monthly "
                        "by direct debit (12 x GBP 12). Saturday junior coaching is included.")
finish(question, expected="GBP 12", actual=reply)
