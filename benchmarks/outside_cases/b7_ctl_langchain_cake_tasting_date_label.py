"""Batch 7 control — a wedding planner chat on LangChain chat history with day-stamped messages, one root span per
turn. No fault: the label is wrong.

App: every message is kept in an ``InMemoryChatMessageHistory`` with its day stamped in front ("[Wed 3 Sep 2025]
..."); the whole history (short) goes to the model each turn.

Memory: on Wednesday 3 September 2025 the couple said "The cake tasting at Crumb & Co is this coming Saturday at
11." That is Saturday 6 September. The assistant answers "Saturday 6 September at 11am", which is right.

Question (Thu 4 Sep 2025): "What date is the cake tasting?" — label "Saturday 13 September" (wrong: a week late).

Expected verdict: AnnotationError.
"""
from __future__ import annotations

import common
from b3_support import turn_span
from common import answer, finish, setup

NAME = "b7_ctl_langchain_cake_tasting_date_label"
WED, THU = "[Wed 3 Sep 2025]", "[Thu 4 Sep 2025]"
TURNS = [
    (WED, "The cake tasting at Crumb & Co is this coming Saturday at 11.", "Lovely - noted for Saturday at 11."),
    (WED, "We also need to confirm the florist's invoice.", "I'll remind you about Wild Stems' invoice."),
    (THU, "Grandma can't do stairs, does Hollins Barn have step-free access?",
     "Yes, the barn has step-free access from the car park."),
]
QUESTION = "What date is the cake tasting?"
EXPECTED = "Saturday 13 September"


def main() -> None:
    setup(NAME, ["langchain_history", "litellm"])
    from langchain_core.chat_history import InMemoryChatMessageHistory
    from langchain_core.messages import AIMessage, HumanMessage

    history = InMemoryChatMessageHistory()
    for n, (day, said, reply) in enumerate(TURNS):
        with turn_span(f"planner.turn.{n + 1}"):
            history.add_messages([HumanMessage(f"{day} {said}"), AIMessage(f"{day} {reply}")])
    with turn_span("planner.turn.question"):
        history.add_messages([HumanMessage(f"{THU} {QUESTION}")])
        messages = history.messages
        turns = [{"role": "user" if m.type == "human" else "assistant", "content": m.content} for m in messages[:-1]]
        assert any("this coming Saturday at 11" in t["content"] for t in turns)
        reply = answer(f"{THU} {QUESTION}", "(the conversation so far)", history=turns,
                       mock="The cake tasting at Crumb & Co is on Saturday 6 September at 11am.")
        history.add_messages([AIMessage(f"{THU} {reply}")])
        finish(QUESTION, EXPECTED, reply)


if __name__ == "__main__":
    main()
