"""Batch 222 (held out). A church's Easter egg hunt: LangChain InMemoryChatMessageHistory + trim_messages (last 7
messages), one root span per turn.

App: St Michael's, Chirbury hold an Easter egg hunt on Easter Sunday, 18th April 2049, after the 10 o'clock family
service - a clue trail of six clues round the churchyard and the vicarage garden, mini eggs at every clue, a golden
egg at the end, hot cross buns and squash in the church hall after. Ruth (who runs Sunday club) chats with the
parish helper while she sorts it; each turn the chat is trimmed to its last 7 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the trail - six clues at the lychgate, the font, the
war memorial, the bell rope, the big yew and the vicarage pond. Turn 2 is the eggs. In turn 3, about the hot cross
buns, Ruth adds in passing that Rev Sue says the bell rope's a no - the ringers are up there for the 10 o'clock -
so that clue goes on the porch noticeboard, and nowhere near the pond with the under 5s, so that one goes on the
bird table. Turn 4 is the rhymes, turn 5 the leaders' answer sheet from Lent for the helper to tidy (it still has
the bell rope and the pond), turn 6 the rain plan. By turn 7 the trim drops turns 1 to 3; turns 4 to 6 stay.
Question (turn 7, Thu 15/4): "where do the 6 clues go? hiding them sat night after the flowers" -> expected the
lychgate, the font, the war memorial, the porch noticeboard, the big yew and the bird table. The assistant gives
the answer sheet's list, with the bell rope and the pond.

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()): the turn that moved
two clues was in the history and in every window from turn 3 to turn 6, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 6 and missing from turn 7's (nothing on the
porch noticeboard, the bird table or the ringers); the rhymes, the old answer sheet and the rain plan are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b222_langchain_easter_egg_hunt_clue_list_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "where do the 6 clues go? hiding them sat night after the flowers"
TURNS = [
    ("egg hunt 🐣 easter sunday after the 10 o'clock family service. clue trail, 6 clues - lychgate, the font, the "
     "war memorial, the bell rope, the big yew + the vicarage pond. golden egg at the end",
     "Noted - Easter Sunday after the 10am family service: a six-clue trail (lychgate, font, war memorial, bell rope, "
     "the big yew, the vicarage pond), golden egg at the end."),
    ("eggs - Spar gave us 8 bags of mini eggs 🙌 + a big Lindt bunny for the golden egg. dairy free ones for Ellie",
     "Eggs: 8 bags of mini eggs from the Spar, a Lindt bunny as the golden egg, dairy-free ones for Ellie."),
    ("hot x buns - Marg's doing 4 dozen, squash + tea in the hall after. oh + Rev Sue says the bell rope's a no, the "
     "ringers are up there for the 10 o'clock 🔔 so that clue on the porch noticeboard. + nowhere near the pond w/ "
     "the under 5s pls, stick that one on the bird table",
     "Hot cross buns: 4 dozen from Marg, squash and tea in the hall. Noted - bell rope clue to the porch noticeboard, "
     "pond clue to the bird table."),
    ("can u do rhymes for the clues? nothing too hard, the little ones are 3-7",
     "Here are six short rhymes, one per clue, easy enough for 3-7s - e.g. 'Where people come in through a little "
     "roof gate, look under the bench, your next clue won't wait!'"),
    ("can u tidy this, it's the leaders' answer sheet from lent - '1 lychgate 2 font 3 war memorial 4 bell rope 5 big "
     "yew 6 vicarage pond. golden egg in the vestry'",
     "'Leaders' answer sheet: 1. Lychgate 2. Font 3. War memorial 4. Bell rope 5. The big yew 6. Vicarage pond. "
     "Golden egg in the vestry.'"),
    ("if it's chucking it down we'll do the hunt in the hall, clues on the windowsills + under the stacking chairs",
     "Rain plan: hunt in the hall, clues on the windowsills and under the stacking chairs."),
    (QUESTION,
     "The lychgate, the font, the war memorial, the bell rope, the big yew and the vicarage pond - golden egg in "
     "the vestry."),
]
WINDOW = 7
GONE = ("porch noticeboard", "bird table", "ringers")


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
            assert any("can u do rhymes for the clues" in str(m.content) for m in window), window
            assert any("4 bell rope 5 big yew 6 vicarage pond" in str(m.content) for m in window), window
            assert any("chucking it down" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so that clue on the porch noticeboard" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Ruth's chat - she runs Sunday club at St Michael's, Chirbury; today "
                                            "Thu 15 April 2049, the egg hunt is Easter Sunday 18 April)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="the lychgate, the font, the war memorial, the porch noticeboard (not the bell rope - the "
                          "ringers are up there), the big yew and the bird table (not the pond, for the under 5s)",
       actual=reply)
