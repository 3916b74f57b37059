"""Batch 148 (held out). A charity quiz night organiser's chat: LangChain InMemoryChatMessageHistory + trim_messages
(last 8 messages), one root span per turn.

App: Jo ran the Fox & Goose's charity quiz night for Overgate Hospice (Fri 19th June 2037: eight rounds, 14
teams, a raffle, heads or tails at half time) and tells the helper the money as she counts it up over the weekend;
each turn the chat is trimmed to its last 8 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 she gives the door money - 14 teams at £12 a team,
£168 - and, in passing, that the Quizteama Aguilera won by a point. Turn 2 is the prize list for next time, turn 3
the raffle (£143.50 - the meal for two at the Stubbing Wharf went to Big Steve's mum) and turn 4 heads or tails
(£62, Dave lost his shirt on tails, near enough). By turn 5 the trim drops turn 1; turns 3 and 4 stay. Question
(turn 5, Sun 21/6): "so what did we make for the hospice altogether on fri? want to put it on the fb page" ->
expected £373.50 (168 + 143.50 + 62). The assistant says £205.50 (the raffle and heads or tails only).

Expected verdict: UpdateError at langchain.trim_messages (turn 5's trim, wrapped in fault()): the turn with the door
money was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 5's; the raffle's and heads or tails' takings
are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b148_langchain_quiz_night_total_sum_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "so what did we make for the hospice altogether on fri? want to put it on the fb page"
TURNS = [
    ("quiz night money - door was 14 teams x £12 = £168. Quizteama Aguilera won by 1 point, the Fleece lot were "
     "fuming lol",
     "Door money: £168 (14 teams at £12). The Quizteama Aguilera won by a single point."),
    ("for next time - prizes were a bottle each for the winners, choccies for 2nd + the wooden spoon for last. "
     "Steve says he'll put a £25 bar tab up as well",
     "Noted for next time: a bottle each for the winners, chocolates for second, the wooden spoon for last, and "
     "Steve's offering a £25 bar tab."),
    ("raffle came to £143.50!! meal for 2 at the Stubbing Wharf went to Big Steve's mum, fix!!",
     "Raffle: £143.50 - and the meal for two at the Stubbing Wharf went to Big Steve's mum."),
    ("heads or tails at half time £62, Dave lost his shirt on tails (nearly literally)",
     "Heads or tails at half time: £62."),
    (QUESTION,
     "£205.50 for Overgate Hospice - £143.50 from the raffle and £62 from heads or tails."),
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
            assert not any("£168" in str(m.content) or "Aguilera" in str(m.content) for m in window), window
            assert any("£143.50" in str(m.content) for m in window), window
            assert any("£62" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("14 teams x £12 = £168" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Jo's chat as organiser of the Fox & Goose charity quiz night for "
                                            "Overgate Hospice on Fri 19 June 2037; every penny taken on the night "
                                            "goes to the hospice; today Sun 21 June)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="£373.50 - £168 on the door, £143.50 from the raffle and £62 from heads or tails",
       actual=reply)
