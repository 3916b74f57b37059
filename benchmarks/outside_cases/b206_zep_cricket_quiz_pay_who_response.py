"""Batch 206 (held out). A cricket club's quiz night: Zep facts (sync client, offline stand-in), script style (every
call its own trace); the answer call has the treasurer's "pay me" and the switch to the bar manager in its facts and
names the treasurer.

App: Lydbury North Cricket Club's quiz night is Sat 5th Oct 2047 in the pavilion - £10 a head with a curry, Clive's
quizmaster. The club's WhatsApp group goes into a Zep thread; the helper answers members from a graph search of the
facts.

Planted fault (ResponseError, ignored sufficient context): the facts have, 2047-09-16T19:10, Ian (the captain) - £10 a
head incl curry, pay Martin (treasurer) by the 28th; Martin - he's in Portugal 24th to the 6th, so pay Helen behind
the bar instead, she's got the tin this time; Ian - cheers, yes Helen (bar manager) has the tin, cash or a transfer to
the club account ref QUIZ; 20/9 Ian - rounds sorted, Clive's quizmaster; Alun asks about a veggie curry. Question
(Thu 26/9, Alun): "who do I give the money to for me + the mrs?" -> expected Helen, the bar manager (Martin, the
treasurer, is in Portugal till the 6th). The model says Martin, the treasurer.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): Ian's "pay Martin
(treasurer)" line and Martin's "pay Helen behind the bar instead" line are both in the facts the model was given, and
it answered from the first. Asserted: the context has both lines.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b206_zep_cricket_quiz_pay_who_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "lydbury-north-cc", "quiz-night-2047"
POSTS = [
    "2047-09-16T19:10 Ian - QUIZ NIGHT 🏏🍛 sat 5th oct in the pavilion, 7.30ish, £10 a head incl curry, teams of 6 "
    "max. pay Martin (treasurer) by the 28th pls",
    "Martin - heads up I'm in Portugal 24th-6th 🏖 so pay Helen behind the bar instead, she's got the tin this time",
    "Ian - cheers Martin 👍 yep Helen (bar manager) has the tin, cash or transfer to the club acc ref QUIZ",
    "20/9 Ian - rounds sorted, Clive's quizmaster again, no phones!!",
    "Alun - is there a veggie curry? the mrs dosen't eat meat",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Lydbury North CC members")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="Lydbury North CC")])

question = "who do I give the money to for me + the mrs?"
context = ["Today is Thu 26 Sep 2047. You are talking to Alun, a member of Lydbury North CC."]
for query in ("quiz night pay money", "treasurer", "who has the tin"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("pay Martin (treasurer) by the 28th" in c for c in context), context
assert any("pay Helen behind the bar instead" in c for c in context), context
with fault():
    reply = answer(f"(Alun) {question}", context, mock="Martin, the treasurer - £20 for the two of you, by the 28th.")
finish(question, expected="Helen, the bar manager - Martin (treasurer) is in Portugal till the 6th, she has the tin",
       actual=reply)
