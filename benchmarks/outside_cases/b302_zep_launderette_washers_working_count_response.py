"""Batch 302 (held out). A launderette: Zep facts (sync client, offline stand-in), one root span per post and one for
the question; the answer call has the engineer's visit in its facts and counts the washers as before it.

App: the Washeteria on Commercial St (Todmorden) - 12 washers, 8 dryers, service washes, a change machine that
jams. Bev (the owner) and Marek (who does the mornings) put the staff chat into a Zep thread; the helper answers
customers' messages from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Bev's 2051-09-04T08:15 post - 12 washers
and 8 dryers, all going after the service; Bev's Thu 21st Sept post - washers 4 and 9 both out of order (4 leaking
from the door seal, 9 won't drain), notes on them, engineer booked Tuesday; Marek's 26/9 post - the engineer's been,
9 was a sock in the pump, working now; 4 needs a new door seal, on order, two weeks, still taped up; and Bev's Fri 29
Sept post - powder up to 60p, change machine jamming on £2 coins. Question (Sat 30/9, a customer via the app): "how
many washers are working today? got 3 loads of rugby kit + want to do them all at once" -> expected 11 (all but
number 4). The model says 10 - 4 and 9 are out of order.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given say 9 is working again and only 4 is still out, and the model counted both as out. Asserted: the context has
the 12 washers, the two out of order, and the engineer's visit with 9 working now.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b302_zep_launderette_washers_working_count_response", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "washeteria-commercial-st", "staff-chat"
POSTS = [
    ("Bev", "2051-09-04T08:15 Bev - service done 👍 all 12 washers + 8 dryers going. the man says the door seals on "
            "the older ones won't last forever"),
    ("Bev", "Thu 21st Sept Bev - 4 + 9 both out of order 😩 4's leaking from the door seal, 9 won't drain. notes on "
            "them, engineer booked tues"),
    ("Marek", "26/9 Marek - engineer been. 9 was a sock in the pump 🙄 working now. 4 needs a new door seal, on order, "
              "2 wks, still taped up"),
    ("Bev", "Fri 29 Sept Bev - powder's up to 60p, and the change machine's jamming on £2 coins again, give it a "
            "thump"),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Washeteria staff")
client = zep_client(server)
for i, (who, text) in enumerate(POSTS, 1):
    with turn_span(f"post-{i} {who}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name=who)])

question = "how many washers are working today? got 3 loads of rugby kit + want to do them all at once"
with turn_span("question Sat 30/9"):
    context = ["Today is Sat 30 September 2051. You are answering a customer's message for the Washeteria, "
               "Commercial St."]
    for query in ("washers working", "out of order machines", "engineer fixed washer"):
        for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
            if f.fact not in context:
                context.append(f.fact)
    assert any("all 12 washers" in c for c in context), context
    assert any("4 + 9 both out of order" in c for c in context), context
    assert any("9 was a sock in the pump" in c and "working now" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="10 at the moment - 4 and 9 are both out of order (engineer's been "
                                               "booked). So you can do all 3 loads at once, no problem.")
finish(question, expected="11 - only number 4's still out (waiting on a door seal); 9's fixed", actual=reply)
