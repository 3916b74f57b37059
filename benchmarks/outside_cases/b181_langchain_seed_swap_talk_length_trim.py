"""Batch 181 (held out). A community garden's seed swap: LangChain InMemoryChatMessageHistory + trim_messages (last
10 messages), one root span per turn.

App: Hollinswood Community Garden's seed swap is Sat 7th March 2043, 10-1, in the polytunnel and the shed - six
tables of seeds, seed potatoes, two talks in the shed, soup and rolls. Sue, who runs the garden, chats with the
garden's helper while she does the day's board; each turn the chat is trimmed to its last 10 messages before the
answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 she says the swap's Sat 7th March, 10-1, and that
Maureen's tomato seed talk is at 11 in the shed - she's asked for 45 mins, not 20, as she's doing a demo with the
jars and the fermenting. Turn 2 is the tables, turn 3 Dev's no-dig talk at 12 ("20 mins like the others"), turn 4
the soup, turn 5 the envelopes and the gate sign. By turn 6 the trim drops turn 1; turns 2 to 5 stay. Question (turn
6, Thurs 5/3): "how long's Maureen's talk? doing the timings for the board by the gate" -> expected 45 mins (11 till
11.45, she's doing a demo). The assistant says 20 minutes, like the others.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the
talk's length was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 6's (nothing on 45 mins, the jars or the
fermenting); the tables, the no-dig talk (with "20 mins like the others"), the soup and the envelopes turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b181_langchain_seed_swap_talk_length_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how long's Maureen's talk? doing the timings for the board by the gate"
TURNS = [
    ("seed swap sat 7th march 10-1 🌱 polytunnel + the shed. Maureen's tomato seed talk is 11 in the shed - she's "
     "asked for 45 mins not 20, she's doing a demo w the jars + the fermenting so fine by me",
     "Sat 7 March, 10-1 in the polytunnel and shed; Maureen's tomato seed talk at 11, 45 minutes with a jar demo."),
    ("tables - 6 trestles from the church, veg seed on 1-3, flowers on 4, Ann's spuds on 5, swap box + envelopes on "
     "6 by the door",
     "Six trestles: veg seed 1-3, flowers 4, Ann's seed potatoes 5, swap box and envelopes 6."),
    ("Dev's doing no-dig at 12 in the shed, 20 mins like the others, he's bringing a barrow of compost to show 🪱",
     "Dev's no-dig talk at 12 in the shed, 20 minutes, with a barrow of compost."),
    ("soup - Lyn's doing leek + potato + rolls from 12, £2, mugs from the hall, honesty tin",
     "Lyn's leek and potato soup and rolls from 12, £2, honesty tin."),
    ("2043-03-05T19:20 envelopes + labels came, 500 of each 👍 Ollie's painting a sign for the gate",
     "500 envelopes and labels arrived; Ollie is painting the gate sign."),
    (QUESTION,
     "20 minutes - the talks are 20 mins each, like Dev's no-dig one at 12."),
]
WINDOW = 10
GONE = ("45", "jars", "fermenting")


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
            assert not any(w in str(m.content).lower() for m in window for w in GONE), window
            assert any("6 trestles" in str(m.content) for m in window), window
            assert any("20 mins like the others" in str(m.content) for m in window), window
            assert any("leek + potato" in str(m.content) for m in window), window
            assert any("envelopes + labels came" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("asked for 45 mins not 20" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Sue's chat - she runs Hollinswood Community Garden; today Thurs 5 "
                                            "March 2043)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="45 mins (11 till 11.45) - she asked for longer for her jar demo", actual=reply)
