"""Batch 146 (held out). A church coffee morning organiser's chat: LangChain InMemoryChatMessageHistory +
trim_messages (last 8 messages), one root span per turn.

App: Hilary runs the Saturday coffee mornings at St Mary's, Luddenden (teas, a cake stall, sometimes a tombola; this
summer everything goes to the roof fund) and keeps a running chat with the helper: takings as they come in, the
rota, odds and ends. Each turn the chat is trimmed to its last 8 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 she gives the takings for Sat 6th - £112.40 all in
(teas £64.40 and the cake stall £48) - and, in passing, that Joan's lemon drizzle went in 10 minutes. Turn 3 has the
13th (£96.50, quieter, the gala was on) and turn 4 the 20th (£131.10 with the tombola). By turn 5 the trim drops
turn 1; turns 3 and 4 stay. Question (turn 5, Tue 23/6): "how much have the coffee mornings made for the roof fund
this month altogether? doing the notice for sunday's pew sheet" -> expected £340 (112.40 + 96.50 + 131.10). The
assistant says £227.60 (the 13th and the 20th only).

Expected verdict: UpdateError at langchain.trim_messages (turn 5's trim, wrapped in fault()): the turn with the 6th's
takings was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 5's; the 13th's and the 20th's takings are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b146_langchain_coffee_morning_roof_fund_sum_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = ("how much have the coffee mornings made for the roof fund this month altogether? doing the notice for "
            "sunday's pew sheet")
TURNS = [
    ("right, roof fund coffee mornings - sat 6th took £112.40 all in (teas £64.40 + cake stall £48). Joan's lemon "
     "drizzle went in 10 mins lol",
     "Sat 6th: £112.40 in total for the roof fund (teas £64.40, cake stall £48). Joan's lemon drizzle sold out fast."),
    ("rota for july pls: 4th Joan + Mavis, 11th me + Doreen, 18th the Mothers' Union, 25th Brian + Pat (Brian does "
     "the urn, nobody else can get the lid off)",
     "July rota: 4th Joan and Mavis; 11th you and Doreen; 18th the Mothers' Union; 25th Brian and Pat, with Brian on "
     "the urn."),
    ("13th - £96.50. quieter, the gala was on. + someone left a navy brolly, its in the vestry",
     "Sat 13th: £96.50 (a quieter one with the gala on). A navy umbrella was left; it's in the vestry."),
    ("20th was a good one!! £131.10 incl the tombola. Rev Alison popped in + bought half the flapjack",
     "Sat 20th: £131.10 including the tombola - and Rev Alison bought half the flapjack."),
    (QUESTION,
     "£227.60 so far - £96.50 on the 13th and £131.10 on the 20th."),
]
WINDOW = 8


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any("112.40" in str(m.content) or "lemon drizzle" in str(m.content) for m in window), window
            assert any("£96.50" in str(m.content) for m in window), window
            assert any("£131.10" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("sat 6th took £112.40" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Hilary's chat as organiser of the Saturday coffee mornings at St "
                                            "Mary's, Luddenden; June 2037's takings go to the roof fund; today Tue "
                                            "23 June)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="£340 - £112.40 on the 6th, £96.50 on the 13th and £131.10 on the 20th", actual=reply)
