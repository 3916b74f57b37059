"""Batch 210 (held out). A choir's summer concert: LangChain InMemoryChatMessageHistory + trim_messages (last 10
messages), one root span per turn.

App: Corve Singers give their summer concert on Sat 11th July 2048 at St Laurence's, Ludlow - two halves, Pimm's and
elderflower at the interval, reserved seats at the front for the Friends. Pauline (the choir's secretary) chats with
the choir's helper while she sorts it; each turn the chat is trimmed to its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Pauline gives the second half - Cantique de Jean
Racine, the Rutter (For the Beauty of the Earth), Shenandoah, then the Beatles medley to finish - and, in the same
message, that Linda (the MD) says drop Shenandoah, the tenors can't get the top bit, they'll do Bring Him Home
instead. Turn 2 is the first half, turn 3 the interval drinks, turn 4 the draft she put on the website in April for
the helper to tidy (it still has Shenandoah), turn 5 the seating. By turn 6 the trim drops turn 1; turns 2 to 5 stay.
Question (turn 6, Mon 6/7): "what's in the 2nd half, in order? doing the programmes for the printers tmrw" ->
expected Cantique de Jean Racine, For the Beauty of the Earth, Bring Him Home, the Beatles medley. The assistant
lists Shenandoah, from the website draft.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn that swapped
Shenandoah for Bring Him Home was in the history and in every earlier window, and this trim cut it from the window
the model saw. Asserted: turn 1 is in every earlier window and missing from turn 6's (nothing on Bring Him Home, the
tenors or Linda dropping it); the first half, the drinks, the draft and the seating turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b210_langchain_choir_second_half_list_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what's in the 2nd half, in order? doing the programmes for the printers tmrw"
TURNS = [
    ("summer concert 🎶 sat 11th july St Laurence's, 7.30. 2nd half - Cantique de Jean Racine, the Rutter (For the "
     "Beauty of the Earth), Shenandoah, then the Beatles medley to finish 🎸 oh Linda's just said drop Shenandoah, "
     "the tenors can't get the top bit, we'll do Bring Him Home instead. can u keep track of it for me?",
     "Will do - second half: Cantique de Jean Racine, For the Beauty of the Earth, Bring Him Home, Beatles medley."),
    ("1st half - Zadok the Priest to open (organ), Linden Lea, the Vivaldi Gloria bits (1, 2 + 12), Steal Away, "
     "then Mary's solo (O mio babbino)",
     "First half: Zadok the Priest, Linden Lea, Gloria movements 1, 2 and 12, Steal Away, Mary's O mio babbino caro."),
    ("interval 20 mins, Pimm's £3, elderflower £1.50, Joan + Ted on the bar in the north aisle, glasses from the "
     "Co-op on sale or return",
     "Interval: 20 minutes, Pimm's £3, elderflower £1.50, Joan and Ted on the bar, Co-op glasses."),
    ("tidy up the draft I put on the website in april pls - 'Corve Singers Summer Concert, Sat 11 July 7.30pm, St "
     "Laurence's. Zadok, Linden Lea, Vivaldi Gloria, Cantique de Jean Racine, Rutter, Shenandoah + a Beatles medley! "
     "£12, under 16s free'",
     "'Corve Singers Summer Concert - Sat 11 July, 7.30pm, St Laurence's, Ludlow. Zadok the Priest, Linden Lea, "
     "Vivaldi's Gloria, Cantique de Jean Racine, Rutter, Shenandoah and a Beatles medley! £12, under-16s free.'"),
    ("seating - front 2 rows reserved for the Friends, wheelchair space by the font, choir on the staging half 6 "
     "for warm up",
     "Seating: front two rows for the Friends, wheelchair space by the font; choir on the staging at half six."),
    (QUESTION,
     "Second half: Cantique de Jean Racine, the Rutter (For the Beauty of the Earth), Shenandoah, then the Beatles "
     "medley to finish."),
]
WINDOW = 10
GONE = ("bring him home", "tenors", "linda")


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
            assert any("Zadok the Priest to open" in str(m.content) for m in window), window
            assert any("Pimm's £3" in str(m.content) for m in window), window
            assert any("Rutter, Shenandoah + a Beatles medley" in str(m.content) for m in window), window
            assert any("front 2 rows reserved" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("drop Shenandoah" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Pauline's chat - she's secretary of the Corve Singers; summer concert "
                                            "at St Laurence's, Ludlow, Sat 11 July 2048; today Mon 6 July 2048)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Cantique de Jean Racine, For the Beauty of the Earth (Rutter), Bring Him Home, the Beatles "
                          "medley - Shenandoah was dropped, the tenors can't get the top bit", actual=reply)
