"""Batch 284 (held out), CONTROL: nothing planted; the label is wrong. LangChain InMemoryChatMessageHistory
written by two members' threads (the garden's group chat), then trim_messages (last 20 messages, which keeps the
whole chat) before the answer call.

App: Wainhouse Community Garden (18 plots, a polytunnel, two water troughs) keeps its members' group chat in a
LangChain chat history so the garden's helper can answer questions; Kath (the secretary) and Tom (who sees to the
water and the shed) post from their phones.

Memory: Kath, 2051-06-05 - hoses off for now, Yorkshire Water are doing works on the main in the lane, should be
done by the end of the month; Kath, 12/6 - the strawberries on plot 4 are going mad, help yourselves; Tom, Fri 23/6 -
the Yorkshire Water lads finished today, but the water bill's come, £380 for the quarter, something's leaking
somewhere, so the committee says cans only, no hoses, till they find it; Tom, Weds 28th - dug round the trough by
plot 10, no leak there, the polytunnel one next. Question (Sat 1/7, Asif, plot 12): "why are hoses still banned? I
thought the mains works were done" The assistant says the works are done, but the £380 water bill means there's a
leak somewhere, so it's cans only till Tom finds it. The label says because of Yorkshire Water's works on the main.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b284_ctl_langchain_garden_hosepipe_why_label", ["langchain_history", "litellm"])

from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import HumanMessage, trim_messages  # noqa: E402

POSTS = {
    "kath": [
        "2051-06-05 Kath: hoses OFF for now pls 🚱 Yorkshire Water are doing works on the main in the lane, should be "
        "done by end of the month",
        "12/6 Kath: strawberries on plot 4 are going mad, help yourselves 🍓",
    ],
    "tom": [
        "Fri 23/6 Tom: Yorkshire Water lads finished today 👍 BUT the water bill's come - £380 for the quarter!! 😱 "
        "something's leaking somewhere so committee says cans only, NO hoses, till we find it",
        "Weds 28th Tom: dug round the trough by plot 10, no leak there. trying the polytunnel one next",
    ],
}

history = InMemoryChatMessageHistory()


def post(who: str) -> None:
    for text in POSTS[who]:
        history.add_messages([HumanMessage(text, name=who)])


threads = [threading.Thread(target=post, args=(who,), name=f"chat-{who}") for who in POSTS]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert len(history.messages) == 4

question = "why are hoses still banned? I thought the mains works were done"
window = trim_messages(history.messages + [HumanMessage(question, name="asif")], strategy="last", max_tokens=20,
                       token_counter=len, start_on="human")
context = ["Today is Sat 1 July 2051. You are talking to Asif, who has plot 12 at Wainhouse Community Garden."] + \
          [str(m.content) for m in window[:-1]]
assert any("Yorkshire Water are doing works on the main" in c for c in context), context
assert any("£380 for the quarter" in c and "cans only, NO hoses, till we find it" in c for c in context), context
reply = answer(question, context,
               mock="The mains works are done, yes - but the water bill came in at £380 for the quarter, so there's a "
                    "leak somewhere. It's cans only until Tom finds it (the trough by plot 10 is fine, he's checking "
                    "the polytunnel one next).")
finish(question, expected="because Yorkshire Water are doing works on the main in the lane", actual=reply)
