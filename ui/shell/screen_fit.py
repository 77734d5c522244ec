"""Every top-level window opens whole on its screen: no larger than the screen's available area
(the desktop less its panels and docks) and inside it, and a dense panel scrolls rather than
holding its window larger than that. A laptop at 200% has a small logical screen (1600×1000
pixels are 800×500), and a window larger than that hides its buttons."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QMargins, QObject, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QFrame, QScrollArea, QStyle, QWidget


def fit_to_screen(window: QWidget, screen: QScreen | None = None) -> None:
    """Shrink ``window`` to ``screen``'s available area (by default its own screen; never below
    its minimum size) and move it inside. A window never resized yet first takes its natural
    size, as ``show`` would give it."""
    if window.windowState() & (Qt.WindowState.WindowMaximized
                               | Qt.WindowState.WindowFullScreen):
        return  # the screen's size already
    screen = screen or window.screen() or QGuiApplication.primaryScreen()
    room = screen.availableGeometry()
    window.ensurePolished()  # its minimum size as it shows, in the style it shows in
    if not window.testAttribute(Qt.WidgetAttribute.WA_Resized):
        window.adjustSize()
    frame = _frame_margins(window)
    largest = QSize(room.width() - frame.width(), room.height() - frame.height())
    size = window.size().boundedTo(largest).expandedTo(window.minimumSize())
    if size != window.size():
        window.resize(size)
    outer = QRect(window.frameGeometry().topLeft(), size + frame)
    if not window.testAttribute(Qt.WidgetAttribute.WA_Moved):  # nowhere yet: the middle
        outer.moveCenter(room.center())
    _place_inside(window, outer, room)


def centre_over(window: QWidget, opener: QWidget) -> None:
    """Centre ``window`` over ``opener``, kept on the opener's screen even when the opener hangs
    over its edge."""
    outer = window.frameGeometry()
    outer.moveCenter(opener.frameGeometry().center())
    _place_inside(window, outer, opener.screen().availableGeometry())


def _place_inside(window: QWidget, outer: QRect, room: QRect) -> None:
    """Move ``window`` to ``outer``'s place, pushed inside ``room`` (its top left corner first,
    should it not fit)."""
    outer.moveLeft(max(room.left(), min(outer.left(), room.right() + 1 - outer.width())))
    outer.moveTop(max(room.top(), min(outer.top(), room.bottom() + 1 - outer.height())))
    window.move(outer.topLeft())


def _frame_margins(window: QWidget) -> QSize:
    """The room the window manager's frame takes around the window: what the platform says, or
    before the frame is known (an X11 window manager frames a window once it shows), a title
    bar's height."""
    window.create()  # the native window, which knows its frame where the platform tells it
    handle = window.windowHandle()
    margins = handle.frameMargins() if handle is not None else QMargins()
    if margins.isNull():
        margins = QMargins(0, window.style().pixelMetric(QStyle.PixelMetric.PM_TitleBarHeight),
                           0, 0)
    return QSize(margins.left() + margins.right(), margins.top() + margins.bottom())


class ScrollingPanel(QScrollArea):
    """A dense panel that scrolls (``down``, ``across`` or both) when its window is smaller
    than the panel, so that the panel never holds the window larger than its screen. A way it
    does not scroll, it is as large as the panel needs, with room for the scroll bar."""

    def __init__(self, panel: QWidget, down: bool = True, across: bool = False) -> None:
        super().__init__()
        self.down, self.across = down, across
        self.setWidget(panel)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        never = Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        if not down:
            self.setVerticalScrollBarPolicy(never)
        if not across:
            self.setHorizontalScrollBarPolicy(never)
        panel.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()  # the panel's needs changed: so did this area's
        return super().eventFilter(watched, event)

    def _panel_minimum(self) -> QSize:
        panel = self.widget()
        return panel.minimumSizeHint().expandedTo(panel.minimumSize())

    def _with_bars(self, size: QSize, least: QSize) -> QSize:
        """``size`` of the panel, down to ``least`` the ways it scrolls, plus their bars."""
        width = least.width() if self.across else size.width()
        height = least.height() if self.down else size.height()
        if self.down:
            width += self.verticalScrollBar().sizeHint().width()
        if self.across:
            height += self.horizontalScrollBar().sizeHint().height()
        return QSize(width, height)

    def sizeHint(self) -> QSize:
        # Never more than the panel may grow to (a column of fixed width asks for its layout's
        # wider wish, which it never takes: the room would stay empty beside it).
        panel = self.widget().sizeHint().expandedTo(self._panel_minimum()).boundedTo(
            self.widget().maximumSize())
        return self._with_bars(panel, panel)

    def minimumSizeHint(self) -> QSize:
        return self._with_bars(self._panel_minimum(), super().minimumSizeHint())
