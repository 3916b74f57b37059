"""Batch 398 (held out). A family-run Koreatown dry cleaner's counter notes: Zep facts (sync client, offline
stand-in), script style (every call its own trace); the answer call has the corrected holiday closing in its facts
and gives the first one.

App: New Sun Cleaners on W 6th St in Koreatown is run by the Kang family - umma (Mrs. Kang), appa, and their kids
Grace and Andy on the counter after school. The family's counter chat goes into a Zep thread; the helper answers
customers' phone and text questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have umma's 2050-09-01T10:15 post - closed Sat
9/24 + Mon 9/26 for Chuseok, appa and umma flying to Atlanta for halmeoni's 90th, sign on the door by 9/15; Grace's
9/8 post - press #2 fixed, $340 cash to the repair guy; umma's 9/14 post - scrub Monday, appa's flight got moved up,
they're back Sun night, so closed SAT 9/24 ONLY, open Mon 9/26 regular hours 7am-7pm, Andy's fixing the sign; and
Andy's 9/19 post - new sign's up, Mrs. Baek's blouse still not ready. Question (Weds 9/21, Mr. Jung on the phone):
"r u guys open mon 9/26? need my navy suit for a job interview tues morning" -> expected yes, open Mon 9/26 as usual,
7am-7pm (closed Sat 9/24 only). The model says no, closed Sat and Mon for Chuseok, pick up by Fri.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have Monday back open ("closed SAT 9/24 ONLY, open Mon 9/26 regular hrs") after the first closing notice, and
the model gave the first notice. Asserted: the context has both the first notice and the correction.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b398_zep_cleaners_chuseok_open_yesno_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "new-sun-cleaners", "counter-chat-2050"
POSTS = [
    "2050-09-01T10:15 umma - CHUSEOK 🌕 we're closed Sat 9/24 + Mon 9/26, appa + me flying to Atlanta for halmeoni's "
    "90th. sign on the door by 9/15 pls, tell the regulars",
    "9/8 Grace - press #2 fixed finally, $340 to the repair guy, paid cash, receipt in the drawer",
    "9/14 umma - scrub Monday!! appa's flight got moved up, we're back Sun night. so closed SAT 9/24 ONLY, open Mon "
    "9/26 regular hrs 7am-7pm. Andy fixing the sign",
    "9/19 Andy - new sign's up on the door 👍 Mrs. Baek's blouse still not ready, wine stain round 3 ㅠㅠ",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "New Sun Cleaners")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="counter chat")])

question = "r u guys open mon 9/26? need my navy suit for a job interview tues morning"
context = ["Today is Weds 9/21/2050. You are talking to Mr. Jung, a customer of New Sun Cleaners, on the phone."]
for query in ("closed for Chuseok", "open monday hours", "store hours sign on the door"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("we're closed Sat 9/24 + Mon 9/26" in c for c in context), context
assert any("closed SAT 9/24 ONLY, open Mon 9/26 regular hrs 7am-7pm" in c for c in context), context
with fault():
    reply = answer(f"(Mr. Jung) {question}", context,
                   mock="Sorry, no - we're closed Sat 9/24 and Mon 9/26 for Chuseok. Can you pick up by Fri 9/23?")
finish(question, expected="yes - open Mon 9/26 as usual, 7am-7pm; they're only closed Sat 9/24", actual=reply)
