"""Batch 195 (held out). A darts league's finals night: LangChain InMemoryChatMessageHistory + trim_messages (last 10
messages), one root span per turn.

App: Bishop's Castle & District Darts League's finals night is Fri 18th Nov 2044 at the Three Tuns - singles, pairs
and team finals on four boards, trophies, a buffet on the league. Dave (the league secretary) chats with the league's
helper while he sorts it; each turn the chat is trimmed to its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Dave says Bev at the Tuns is doing the buffet, £60 out
of the kitty: chilli + rice, sausage rolls, chip butties and her cheese + onion pie - no sandwiches this yr, nobody
touched them last time. Turn 2 is the boards (4 - 2 in the bar, 2 in the back room, new surrounds), turn 3 the
fixtures (singles final half 8, pairs 9.15ish, team final after), turn 4 last year's poster to tidy ("Buffet:
sandwiches, crisps + sausage rolls!"), turn 5 the trophies (engraved at Ludlow, collect Weds). By turn 6 the trim
drops turn 1; turns 2 to 5 stay. Question (turn 6, Mon 14/11): "what's on the buffet fri? doing this yr's poster
tonight" -> expected chilli and rice, sausage rolls, chip butties and Bev's cheese and onion pie (no sandwiches). The
assistant gives last year's sandwiches, crisps and sausage rolls.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with this
year's buffet was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 6's (nothing on chilli, chip butties or the pie);
the boards, fixtures, last year's poster and trophies turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b195_langchain_darts_finals_buffet_list_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what's on the buffet fri? doing this yr's poster tonight"
TURNS = [
    ("finals night fri 18th nov at the Tuns 🎯 Bev's doing the buffet, £60 out the kitty - chilli + rice, sausage "
     "rolls, chip butties + her cheese n onion pie. NO sandwiches this yr, nobody touched them last time lol",
     "Buffet by Bev, £60 from the kitty: chilli and rice, sausage rolls, chip butties, cheese and onion pie; no "
     "sandwiches."),
    ("boards - 4, 2 in the bar + 2 in the back room. new surrounds on the back room ones, Gaz fitted them sun",
     "Four boards: two in the bar, two in the back room (new surrounds)."),
    ("fixtures - singles final half 8, pairs 9.15ish, team final after that, prob 10ish. Plough v Sun Inn in the "
     "team",
     "Singles final 8.30, pairs about 9.15, team final (Plough v Sun Inn) after, around 10."),
    ("can you tidy last yr's poster - 'FINALS NIGHT!! Fri 20th Nov at the Tuns, darts from 8, Buffet: sandwiches, "
     "crisps + sausage rolls! All welcome'",
     "Tidied: 'Finals Night - Fri 20 Nov at the Three Tuns. Darts from 8. Buffet: sandwiches, crisps and sausage "
     "rolls. All welcome!'"),
    ("trophies back from the engravers in Ludlow, collect weds, £84. the Mick Evans shield for the team winners",
     "Trophies ready at the Ludlow engravers on Weds, £84; the Mick Evans Shield goes to the team winners."),
    (QUESTION,
     "Sandwiches, crisps and sausage rolls - same as on last year's poster."),
]
WINDOW = 10
GONE = ("chilli", "chip butties", "onion pie", "kitty")


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
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
            assert any("2 in the bar + 2 in the back room" in str(m.content) for m in window), window
            assert any("singles final half 8" in str(m.content) for m in window), window
            assert any("Buffet: sandwiches, crisps + sausage rolls" in str(m.content) for m in window), window
            assert any("trophies back from the engravers" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("chilli + rice, sausage rolls, chip butties" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Dave's chat - he's secretary of Bishop's Castle & District Darts "
                                            "League; today Mon 14 Nov 2044)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="chilli and rice, sausage rolls, chip butties and Bev's cheese and onion pie (no "
                          "sandwiches this year)", actual=reply)
